/**
 * What Aden commits to about security and availability: the audits and their reports, who processes
 * customer data for us, where it is stored, each plan's uptime commitment and its service credits, the
 * status page and how to report a vulnerability. The one source of /security, of /.well-known/security.txt
 * and of the pricing comparison's uptime row; the Terms of Service point to /security for all of it.
 */

/** An audit or test, with the period it covers and the day its report was issued (YYYY-MM-DD). */
export interface Certification {
  name: string;
  auditor: string;
  scope: string;
  periodStart: string;
  periodEnd: string;
  reportDate: string;
  /** How a customer or a prospect gets the report. */
  access: string;
}

export const certifications = [
  {
    name: 'SOC 2 Type II',
    auditor: 'Brightline Assurance LLP, an independent CPA firm',
    scope: 'Security, availability and confidentiality of the Aden platform and its supporting systems',
    periodStart: '2025-07-01',
    periodEnd: '2026-06-30',
    reportDate: '2026-08-14',
    access: 'On request under a non-disclosure agreement, on every plan and before you sign',
  },
  {
    name: 'Penetration test',
    auditor: 'Halvard Security, an independent testing firm',
    scope: 'The Aden web application, public API, mobile app and cloud configuration',
    periodStart: '2026-04-13',
    periodEnd: '2026-05-01',
    reportDate: '2026-05-22',
    access: 'Executive summary on request under a non-disclosure agreement',
  },
] as const satisfies readonly Certification[];

export type RegionId = 'us' | 'eu' | 'apac';

/** The places customer data is stored; backups stay in the same region. */
export const dataRegions = [
  { id: 'us', name: 'United States', location: 'AWS US East (Ohio)' },
  { id: 'eu', name: 'European Union', location: 'AWS Europe (Frankfurt)' },
  { id: 'apac', name: 'Asia Pacific', location: 'AWS Asia Pacific (Sydney)' },
] as const satisfies readonly { id: RegionId; name: string; location: string }[];

/** Where an account's data lives unless its plan lets it choose a region. */
export const DEFAULT_REGION: RegionId = 'us';

/** A company that processes customer data on Aden's behalf. */
export interface Subprocessor {
  name: string;
  purpose: string;
  /** Where it processes the data: "customer's region" follows the account's data region. */
  location: string;
}

export const subprocessors = [
  {
    name: 'Amazon Web Services, Inc.',
    purpose: 'Cloud hosting, databases, file storage and backups',
    location: 'The data region of the account',
  },
  {
    name: 'Cloudflare, Inc.',
    purpose: 'Content delivery, DNS and protection against denial-of-service attacks',
    location: 'Global network; no customer data stored at rest',
  },
  {
    name: 'Microsoft Corporation (Azure OpenAI Service)',
    purpose: 'Reading uploaded documents for Intelligent Data Onboarding; no data kept or used for training',
    location: 'The data region of the account',
  },
  {
    name: 'Postmark (ActiveCampaign, LLC)',
    purpose: 'Sending account and notification e-mails',
    location: 'United States',
  },
  {
    name: 'Intercom, Inc.',
    purpose: 'In-app chat support (Business and Enterprise plans)',
    location: 'United States or European Union, following the account',
  },
  {
    name: 'Stripe, Inc.',
    purpose: 'Processing subscription payments; card numbers never reach Aden',
    location: 'United States',
  },
  {
    name: 'Datadog, Inc.',
    purpose: 'Monitoring and logs, with customer records filtered out',
    location: 'United States or European Union, following the account',
  },
] as const satisfies readonly Subprocessor[];

/** How much notice customers get before a new subprocessor starts processing their data. */
export const SUBPROCESSOR_NOTICE_DAYS = 30;

/** The credit a plan with a commitment earns when a month's uptime falls below a mark. */
export interface ServiceCredit {
  /** Monthly uptime below this percentage... */
  below: string;
  /** ...earns this share of that month's fee for the plan. */
  creditPercent: number;
}

/** A plan's monthly uptime commitment, or null: the plan runs on the same platform with no commitment. */
export interface UptimeCommitment {
  percent: string;
  credits: readonly ServiceCredit[];
}

export const uptimeByPlan = {
  freeforever: null,
  team: null,
  business: {
    percent: '99.5%',
    credits: [
      { below: '99.5%', creditPercent: 10 },
      { below: '99.0%', creditPercent: 25 },
      { below: '95.0%', creditPercent: 50 },
    ],
  },
  enterprise: {
    percent: '99.9%',
    credits: [
      { below: '99.9%', creditPercent: 10 },
      { below: '99.5%', creditPercent: 25 },
      { below: '99.0%', creditPercent: 50 },
    ],
  },
} as const satisfies Record<string, UptimeCommitment | null>;

/** How uptime is measured and how a credit is claimed, for every plan that has a commitment. */
export const UPTIME_TERMS = [
  'Uptime is measured each calendar month from our external checks of sign-in, the web application and the public API, every minute from three regions.',
  'Maintenance announced on the status page at least 72 hours ahead, and scheduled outside business hours in your region, does not count as downtime.',
  'Claim a credit by e-mail to support within 30 days of the month’s end; it is taken off your next invoice and is the sole remedy for missed uptime.',
] as const;

export const STATUS_PAGE_URL = 'https://status.adenhq.com';

/** Where researchers report vulnerabilities, and what we promise them. */
export const vulnerabilityReports = {
  email: 'security@adenhq.com',
  acknowledgeWithin: 'two business days',
  updateEvery: 'ten business days',
  /** The OpenPGP key's fingerprint, for reports that need encrypting. */
  pgpFingerprint: '7F3A 91C2 5E08 4B6D A1E9  3C77 0B52 D4F8 69AE 21C3',
  preferredLanguages: ['en'],
} as const;

/** security.txt expires this long after the build that writes it (RFC 9116 asks for under a year). */
export const SECURITY_TXT_LIFETIME_DAYS = 180;
