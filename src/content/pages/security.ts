import { z } from '@contract/zod';
import { definePage } from '@/content/definePage';
import {
  certifications,
  DEFAULT_REGION,
  dataRegions,
  STATUS_PAGE_URL,
  SUBPROCESSOR_NOTICE_DAYS,
  subprocessors,
  UPTIME_TERMS,
  uptimeByPlan,
  vulnerabilityReports,
} from '@/content/facts/trust';
import { comparison, DATA_PROTECTION, plans } from '@/content/pricing';
import { introHeroShape, isoDate, line, paragraph } from '@/content/schema';

/** "2026-08-14" as a US reader writes it: "August 14, 2026". */
const usDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const regionName = (id: string) => dataRegions.find((region) => region.id === id)?.name ?? id;

/** The plans on which the comparison's data-residency row is ticked: they choose their region. */
const residencyPlans = plans.filter(
  (plan) =>
    comparison.flatMap((group) => group.rows).find((row) => row.feature.startsWith('Data residency'))?.values[
      plan.id
    ] === true,
);

const term = z.object({ term: line, detail: line });

export default definePage(
  z.object({
    ...introHeroShape,
    dataProtection: line,
    certifications: z.object({
      heading: line,
      intro: paragraph,
      items: z
        .array(
          z.object({
            name: line,
            auditor: line,
            scope: line,
            facts: z.array(term).length(3),
          }),
        )
        .min(1),
    }),
    subprocessors: z.object({
      heading: line,
      intro: paragraph,
      columns: z.tuple([line, line, line]),
      items: z.array(z.object({ name: line, purpose: line, location: line })).min(3),
    }),
    residency: z.object({ heading: line, intro: paragraph, regions: z.array(term).min(2) }),
    uptime: z.object({
      heading: line,
      intro: paragraph,
      plans: z.array(z.object({ plan: line, commitment: line, credits: z.array(line) })).min(2),
      terms: z.array(paragraph).min(2),
    }),
    status: z.object({ heading: line, body: paragraph, linkLabel: line, href: z.string().url() }),
    vulnerabilities: z.object({
      heading: line,
      intro: paragraph,
      steps: z.array(paragraph).min(3),
      email: z.string().email(),
      contact: z.array(term).min(1),
      securityTxtLabel: line,
    }),
    updated: isoDate,
  }),
  {
    title: 'Security and trust',
    intro:
      'What we commit to before you sign: the audits behind our controls and when their reports were issued, every company that processes your data for us, where your data is stored, the uptime each plan is promised and how to tell us about a vulnerability.',
    heroCtas: [
      { label: 'Request the SOC 2 report', href: '/contact' },
      { label: 'System status', href: STATUS_PAGE_URL },
    ],
    dataProtection: DATA_PROTECTION,
    certifications: {
      heading: 'Certifications and audits',
      intro:
        'Independent firms audit and test Aden every year. Each report names the period it covers and the day it was issued, so you can tell how current it is.',
      items: certifications.map((certification) => ({
        name: certification.name,
        auditor: certification.auditor,
        scope: certification.scope,
        facts: [
          {
            term: 'Period covered',
            detail: `${usDate(certification.periodStart)} to ${usDate(certification.periodEnd)}`,
          },
          { term: 'Report issued', detail: usDate(certification.reportDate) },
          { term: 'How to get it', detail: certification.access },
        ],
      })),
    },
    subprocessors: {
      heading: 'Subprocessors',
      intro: `These companies process customer data on our behalf, each under a data processing agreement that holds them to our own obligations. We tell customers ${SUBPROCESSOR_NOTICE_DAYS} days before a new subprocessor starts, and you may object within that time.`,
      columns: ['Company', 'Purpose', 'Where the data is processed'],
      items: subprocessors.map((each) => ({ ...each })),
    },
    residency: {
      heading: 'Data residency',
      intro: `Every account's data and its backups stay in one region. Accounts are hosted in the ${regionName(DEFAULT_REGION)}; on ${residencyPlans.map((plan) => plan.name).join(' and ')} you choose the region when the account is opened.`,
      regions: dataRegions.map((region) => ({ term: region.name, detail: region.location })),
    },
    uptime: {
      heading: 'Uptime commitments',
      intro:
        'Every plan runs on the same platform. The plans below with a commitment are backed by service credits when a month falls short; the others carry no uptime commitment. These commitments form part of our Terms of Service.',
      plans: plans.map((plan) => {
        const commitment = uptimeByPlan[plan.id];
        return {
          plan: plan.name,
          commitment: commitment ? `${commitment.percent} monthly uptime` : 'No uptime commitment',
          credits: commitment
            ? commitment.credits.map(
                (credit) => `Below ${credit.below}: ${credit.creditPercent}% of that month's fee`,
              )
            : [],
        };
      }),
      terms: [...UPTIME_TERMS],
    },
    status: {
      heading: 'System status',
      body: 'Live availability of sign-in, the web application, the API and each integration, with every incident and its write-up. Subscribe there for e-mail or text alerts.',
      linkLabel: 'Open the status page',
      href: STATUS_PAGE_URL,
    },
    vulnerabilities: {
      heading: 'Report a vulnerability',
      intro:
        'If you find a security weakness in Aden, tell us before anyone else, and give us a fair chance to fix it. We will not take legal action against research done in good faith under these rules.',
      steps: [
        `E-mail ${vulnerabilityReports.email} with the steps to reproduce it, what it affects and how you found it. Encrypt it with our OpenPGP key if it contains sensitive details.`,
        `We acknowledge your report within ${vulnerabilityReports.acknowledgeWithin} and tell you how we will handle it, then update you at least every ${vulnerabilityReports.updateEvery} until it is fixed.`,
        'Test only accounts you own, never read or change other customers’ data, and do not run denial-of-service, spam or social-engineering tests.',
        'Once it is fixed, we credit you by name in our security acknowledgments if you wish.',
      ],
      email: vulnerabilityReports.email,
      contact: [{ term: 'OpenPGP fingerprint', detail: vulnerabilityReports.pgpFingerprint }],
      securityTxtLabel: 'Also published as /.well-known/security.txt',
    },
    updated: '2026-11-29',
  },
);
