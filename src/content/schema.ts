/**
 * The shape of every piece of site content, checked by zod when the content is loaded (build,
 * prerender, tests). Data files are typed with the `*Source` input types so authoring mistakes show
 * in the editor too; the loader adds what is derived (slugs from file names, reading time, html).
 */
import { z } from '@contract/zod';
import {
  benchmarkSegments,
  customerNote,
  dataSetIds,
  figureNote,
  statisticIds,
} from '@/content/facts/sources';
import { coverAlt, coverSrc } from './blogCovers';
import { featureFragments } from './featureFragments';
import { type Fragment, fragmentPicture } from './fragmentModel';
import { caseStudySlugs, industrySlugs, moduleSlugs } from './slugs';

export { caseStudySlugs, industrySlugs, moduleSlugs };

/** Lower-case words joined by hyphens, as used in URLs. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug: lower-case words joined by -');
export const line = z.string().trim().min(2);
/** A real paragraph, not a label: at least a sentence. */
export const paragraph = z.string().trim().min(60, 'a paragraph of at least 60 characters');
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD');
export const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month written YYYY-MM');
/** Internal links start with "/" and are checked against the site's pages; external ones are https. */
export const hrefSchema = z
  .string()
  .regex(/^(\/[A-Za-z0-9\-/._~%?=&#]*|https:\/\/\S+|mailto:\S+|tel:\+?[0-9 ()-]+)$/, 'a site path or URL');
const colorSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'a color written #RRGGBB');

export const moduleSlugSchema = z.enum(moduleSlugs);
export type ModuleSlug = z.infer<typeof moduleSlugSchema>;

export const industrySlugSchema = z.enum(industrySlugs);
export type IndustrySlug = z.infer<typeof industrySlugSchema>;

export const caseStudySlugSchema = z.enum(caseStudySlugs);
export type CaseStudySlug = z.infer<typeof caseStudySlugSchema>;

/**
 * The pictures of the feature rows: each id is a fragment of the product screen the row describes
 * (its records in src/content/featureFragments.ts, drawn at build time by scripts/generators/pictures), and its
 * text here is the picture's alt text, which says what the fragment shows.
 */
export const illustrations = {
  'bank-feed':
    'Bank exceptions of the operating account: a wire split across two bills, a short customer payment to review, a card line coded by a rule, a euro payment matched at its rate and a check assigned to a person.',
  invoice:
    'Open receivables: five invoices with their due dates and status, one paid, one after its first reminder and one twelve days late.',
  'expense-receipt':
    'A supplier bill read from the payables inbox: supplier, date, the account suggested from history and the amount 5 % above its purchase order, ready to send for approval.',
  'close-checklist':
    'The October close checklist: reconciliations, payroll accrual and depreciation done, intercompany eliminations in progress and the controller review waiting.',
  'financial-report':
    'A profit-and-loss report for October against budget, from revenue to operating profit, with each line’s variance.',
  'multi-entity':
    'Intercompany balances of three entities in dollars, pounds and euros, recorded on both sides, with a management fee eliminated and nothing left after elimination.',
  ledger:
    'A Shopify payout split into orders, refunds, processing fees and a chargeback, each posted to its account, and the deposit matched to the bank.',
  'channel-sync':
    'One item’s stock published to five sales channels with a buffer per channel, one channel paused.',
  storefront:
    'Today’s orders from Shopify, Amazon, WooCommerce and the B2B portal in one list, each with its status: allocated, picking, split, held for a fraud check or backordered.',
  fulfilment:
    'A pick wave of 24 orders with each parcel’s weight, shipping service and status, one flagged because its weight is off.',
  returns:
    'A return: two bottles back and restocked, a damaged hip pack and an item not yet returned, refunded only for what came back.',
  warehouse:
    'Stock of stretch film by bin in the Tacoma warehouse: on hand, reserved and available, with one bin fully reserved and the total available to promise.',
  barcode:
    'A cycle count scanned on a phone: six class A items with expected and counted quantities, one three units short and one still to count.',
  forecast:
    'A weekly demand forecast for one item: two weeks of actual sales, then three forecast weeks with their ranges and a promotion uplift.',
  'purchase-order':
    'Purchase proposals for today: three suppliers and a warehouse transfer, with lines, arrival dates and values, ready to send.',
  'lot-tracking':
    'The trace of one lot of gel packs from its receipt to a bin, shipments to a store and to web customers, and what is still in stock.',
  gantt:
    'A project plan on a four-week timeline: framing four days late moves electrical rough-in and drywall on the critical path.',
  kanban: 'A sprint board’s cards with their owners and columns, from done to blocked.',
  budget: 'A project’s budget by phase with the share spent so far, labor highlighted at 82 %.',
  'risk-radar':
    'This week’s project scores: two projects at risk with the reason, one to watch and one healthy.',
  dashboard:
    'A weekly status report drafted from the project: progress against plan, budget spent, the next milestone and the main risk, with a field for the project manager’s commentary.',
  'shift-schedule':
    'A published weekly roster of five warehouse workers with their shifts across the week and hours, one swap requested.',
  'mobile-clock':
    'Today’s clock-ins on a job: four workers with their time, cost code and location, one clocked in away from the site.',
  'approval-flow':
    'Timesheet exceptions for the week: a late start, a missed break, overtime and an edited clock-out, the other 34 timesheets pre-approved.',
  'employee-profile':
    'A worker’s profile with her certifications and documents: a forklift license expiring next month, first aid, tax form and contract on file.',
  payroll:
    'A payroll export to Gusto for the first half of November: hours and cost by pay type, with the gross pay to export.',
  'resource-planner':
    'A four-week resource plan of four consultants, with a tentative booking for a proposal and one person mostly unbooked.',
  timesheet: 'A consultant’s week of time by project, with a client call suggested from her calendar.',
  retainer:
    'Draft invoices of a billing run for five clients on different contract types: time and materials, retainer, milestone, capped and fixed fee.',
  'utilisation-chart':
    'November utilization of four consultants against a 75 % target, from 86 % down to 41 %.',
  'bid-estimate': 'A won estimate by cost code with cost, margin and price, which becomes the job budget.',
  'change-order':
    'A change order raised from the field with photos: the reason, cost code, price and schedule impact, ready to send to the owner.',
  'progress-billing':
    'Pay application 6 on a G703 schedule of values: each line’s scheduled value, percent complete and amount this period, less retainage.',
  'subcontractor-compliance':
    'Subcontractors on a job for the October pay period: insurance and lien waiver status, one payment held for a missing waiver.',
  'field-report': 'A foreman’s daily report: weather, crew hours, equipment, a delivery and a delay noted.',
  'course-catalogue': 'December’s instructor-led classes with their dates, time zones and seats left.',
  certificate:
    'A passed certification exam: three practical tasks checked in the sandbox and the certificate issued.',
  'learning-path':
    'A buyer’s learning path: three lessons done, the next one and the certification exam still locked.',
  'sandbox-lab':
    'A bank reconciliation exercise in a practice company: two steps done, the current step and one to go.',
  'data-import':
    'A spreadsheet ready to load: three sheets mapped to Accounting and Inventory with their rows and checks, and the duplicates merged.',
  'field-extraction':
    'Fields read from a scanned supplier list with their confidence, the bank account flagged at 71 %.',
  'review-queue':
    'The review queue of an import: an invalid tax ID, a duplicate supplier, a missing ZIP code and a total that differs from its lines.',
  'ai-assistant':
    'A rule suggested from the last corrections: map a column to the supplier name and merge two spellings of a supplier, for 46 similar rows.',
  'audit-trail':
    'Where an opening balance came from: the file and rows, the corrections, who approved it and the journal it was posted as.',
} as const;
export type IllustrationId = keyof typeof illustrations;
// Every illustration id has its fragment (a missing one fails to compile).
const fragmentOf: Record<IllustrationId, Fragment> = featureFragments;
/** An illustration id in a content file; a page gets its picture: both crops and the alt text. */
export const illustrationSchema = z
  .enum(Object.keys(illustrations) as [IllustrationId, ...IllustrationId[]])
  .transform((id) => fragmentPicture(id, fragmentOf[id], illustrations[id]));

/** What a call to action does: open one of the site's dialogs, or follow a link. */
export const ctaActionSchema = z.enum(['start-free', 'book-demo', 'contact-sales', 'discovery-call']);
export type CtaAction = z.infer<typeof ctaActionSchema>;
export const ctaSchema = z
  .object({ label: line, action: ctaActionSchema.optional(), href: hrefSchema.optional() })
  .refine(
    (cta) => Boolean(cta.action) !== Boolean(cta.href),
    'a call to action has either an action or an href',
  );
/** The copy of a page that opens with a title, an intro and two calls to action (IntroPageTop). */
export const introHeroShape = {
  title: line,
  intro: paragraph,
  heroCtas: z.tuple([ctaSchema, ctaSchema]),
};
export const ctaBandSchema = z.object({
  heading: line,
  body: paragraph,
  primary: ctaSchema,
  secondary: ctaSchema.optional(),
});

/** A neutral monogram drawn as SVG (never a copy of a trademark). */
export const monogramSchema = z.object({
  letters: z.string().regex(/^[A-Z0-9&]{1,3}$/, 'one to three capitals'),
  background: colorSchema,
  foreground: colorSchema.default('#FFFFFF'),
});
export type Monogram = z.infer<typeof monogramSchema>;

/** A figure a customer reported, sourced by the page it stands on (a case study's `measured`). */
export const customerFigureSchema = z.object({
  value: z.string().trim().min(1),
  label: line,
  detail: z.string().optional(),
});
/** A statistic's own source: data set, sample and statistic (src/content/facts/sources.ts). */
const figureSourceSchema = z.union([
  z
    .object({
      from: z.enum(dataSetIds),
      statistic: z.enum(statisticIds),
      n: z.number().int().positive(),
      segment: z
        .enum(['all', ...(Object.keys(benchmarkSegments) as (keyof typeof benchmarkSegments)[])])
        .optional(),
      of: line.optional(),
    })
    .strict()
    .transform(figureNote),
  z
    .object({ customer: z.enum(caseStudySlugs) })
    .strict()
    .transform(() => customerNote),
]);
/** A statistic of Aden's: it names its own source; pages get the note written from it. */
export const figureSchema = customerFigureSchema.extend({ source: figureSourceSchema });
export const faqSchema = z.array(z.object({ question: line, answer: paragraph })).min(4);
export const quoteSchema = z.object({ text: paragraph, name: line, role: line, company: line });
export const stepSchema = z.object({ title: line, body: paragraph });

// ---------------------------------------------------------------- blog

export const authorSchema = z.object({ slug: slugSchema, name: line, role: line, bio: paragraph });
export type Author = z.infer<typeof authorSchema>;

/** Front matter of a post in src/content/blog/{slug}.md. */
export const postFrontMatterSchema = z
  .object({
    title: line,
    description: z.string().trim().min(60).max(200),
    date: isoDate,
    updated: isoDate.optional(),
    author: slugSchema,
    tags: z.array(slugSchema).min(1).max(5),
    /** the feature row's fragment the cover shows (src/content/blogCovers.ts), by illustration id */
    cover: z.enum(Object.keys(illustrations) as [IllustrationId, ...IllustrationId[]]),
  })
  .transform(({ cover, ...post }) => ({
    ...post,
    cover: coverSrc(cover),
    coverAlt: coverAlt(fragmentOf[cover]),
    coverFragment: cover,
  }));

// ---------------------------------------------------------------- legal

export const legalFrontMatterSchema = z.object({
  title: line,
  description: z.string().trim().min(60).max(200),
  lastUpdated: isoDate,
  effective: isoDate,
});

// ---------------------------------------------------------------- modules

const moduleBase = z.object({
  name: line,
  /** the hero's one-line promise */
  headline: line,
  intro: paragraph,
  problem: z.object({
    heading: line,
    paragraphs: z.array(paragraph).min(1),
    painPoints: z.array(line).min(3),
  }),
  capabilities: z
    .array(
      z.object({
        title: line,
        body: paragraph,
        illustration: illustrationSchema,
        points: z.array(line).optional(),
      }),
    )
    .min(4),
  connections: z.array(z.object({ module: moduleSlugSchema, text: paragraph })).min(2),
  figures: z.array(figureSchema).min(3).optional(),
  faq: faqSchema,
  cta: ctaBandSchema,
  /** /ai-form: upload, extract, review, import */
  steps: z.array(stepSchema).optional(),
  /** /module-training */
  courses: z
    .array(
      z.object({
        code: z.string().regex(/^[A-Z]{2,4}-\d{3}$/),
        title: line,
        module: moduleSlugSchema,
        level: z.enum(['Foundation', 'Practitioner', 'Expert']),
        hours: z.number().positive(),
        format: z.enum(['Self-paced', 'Live online', 'On site']),
        summary: paragraph,
      }),
    )
    .optional(),
  certifications: z
    .array(
      z.object({
        level: z.enum(['Foundation', 'Practitioner', 'Expert']),
        title: line,
        audience: line,
        requirements: z.array(line).min(2),
        exam: line,
        validity: line,
      }),
    )
    .optional(),
});
export const modulePageSchema = moduleBase.extend({ updated: isoDate });
export type ModulePageSource = z.input<typeof modulePageSchema>;
export type ModulePage = z.infer<typeof modulePageSchema> & { slug: ModuleSlug; path: string };

// ---------------------------------------------------------------- integrations and processes

export const integrationCategories = [
  'Accounting',
  'Payments',
  'E-commerce',
  'CRM',
  'HR & payroll',
  'Storage',
  'Communication',
  'Shipping',
  'Banking',
  'Construction',
] as const;
export type IntegrationCategory = (typeof integrationCategories)[number];
/** Where a step between a partner's product and Aden happens: in Aden or in the partner's product. */
export const stepSystemSchema = z.enum(['aden', 'partner']);
export type StepSystem = z.infer<typeof stepSystemSchema>;

/**
 * How much an integration matters to the buyers of a module's or an industry's page, declared once in
 * the integration's file: 1, the system they run first and ask about first (their ledger, their project
 * system); 2, what they connect next (payments, bank feeds, payroll, documents); 3, what some connect.
 * Each page lists the integrations relevant to it in that order (src/content/relevance.ts).
 */
export const relevanceRanks = [1, 2, 3] as const;
export type RelevanceRank = (typeof relevanceRanks)[number];
export type RelevancePage = ModuleSlug | IndustrySlug;
const relevanceSchema = z
  .partialRecord(
    z.enum([...moduleSlugs, ...industrySlugs]),
    z.union(relevanceRanks.map((rank) => z.literal(rank))),
  )
  .refine(
    (relevance) => Object.keys(relevance).some((page) => (moduleSlugs as readonly string[]).includes(page)),
    'relevant to at least one module',
  );

const modulesByRelevance = (relevance: Partial<Record<RelevancePage, RelevanceRank>>): ModuleSlug[] =>
  moduleSlugs
    .filter((slug) => relevance[slug] !== undefined)
    .sort((a, b) => (relevance[a] ?? 3) - (relevance[b] ?? 3));

export const integrationSchema = z
  .object({
    name: line,
    category: z.enum(integrationCategories),
    summary: z.string().trim().min(30).max(160),
    description: paragraph,
    logo: monogramSchema,
    /** The partner's mark in the simple-icons set, where it has one (its file name without .svg). */
    iconSlug: z
      .string()
      .regex(/^[a-z0-9]+$/)
      .optional(),
    syncs: z
      .array(
        z.object({
          data: line,
          direction: z.enum(['to-aden', 'from-aden', 'both']),
          when: line,
        }),
      )
      .min(2),
    /** the set-up in order: a short name for the diagram, the instruction, and where it is done */
    setup: z.array(z.object({ title: line, body: line, system: stepSystemSchema })).min(3),
    relevance: relevanceSchema,
    updated: isoDate,
  })
  // The modules it works with are those it is relevant to, the most relevant first.
  .transform((integration) => ({ ...integration, modules: modulesByRelevance(integration.relevance) }));
export type IntegrationSource = z.input<typeof integrationSchema>;
export type Integration = z.infer<typeof integrationSchema> & { slug: string; path: string };

export const processSchema = z.object({
  title: line,
  summary: z.string().trim().min(30).max(160),
  intro: paragraph,
  steps: z.array(z.object({ title: line, body: paragraph, module: moduleSlugSchema })).min(4),
  modules: z.array(moduleSlugSchema).min(2),
  measures: z.array(line).min(3),
  figures: z.array(figureSchema).min(2),
  updated: isoDate,
});
export type ProcessSource = z.input<typeof processSchema>;
export type BusinessProcess = z.infer<typeof processSchema> & { slug: string; path: string };

/** One integration inside one process: src/content/integration-processes/{integration}/{process}.ts */
export const integrationProcessSchema = z.object({
  title: line,
  summary: z.string().trim().min(30).max(200),
  paragraphs: z.array(paragraph).min(2),
  /** the steps in order, each where it happens: in Aden or in the partner's product */
  flow: z.array(z.object({ title: line, body: paragraph, system: stepSystemSchema })).min(3),
  outcome: figureSchema,
  updated: isoDate,
});
export type IntegrationProcessSource = z.input<typeof integrationProcessSchema>;
export type IntegrationProcess = z.infer<typeof integrationProcessSchema> & {
  integration: string;
  process: string;
  path: string;
};

// ---------------------------------------------------------------- customers

export const caseStudySchema = z.object({
  title: line,
  summary: z.string().trim().min(30).max(200),
  published: isoDate,
  company: z.object({
    name: line,
    /** The company's own trade, as the customers page labels it too ("Wholesale distribution"). */
    industry: line,
    /** The industry page it belongs on, when it is one of the four. */
    sector: industrySlugSchema.optional(),
    location: line,
    /** Headcount when the story was written: the size band of its rollout (src/content/facts/timeline.ts). */
    employeeCount: z.number().int().positive(),
    employees: line,
    /** The plan the customer is on, by its name on /pricing (the facts check holds its integrations to it). */
    plan: line.optional(),
    about: paragraph,
    logo: monogramSchema,
  }),
  /** The day of the kick-off call, from which the weeks below count. */
  kickoff: isoDate,
  /** The first module in daily use, and in which week after kick-off. */
  firstModule: z.object({ module: moduleSlugSchema, weeks: z.number().int().positive() }),
  /** Weeks from kick-off to every module of the story live; ends where `solution.rollout` ends. */
  rolloutWeeks: z.number().positive(),
  /** Who measured the results and how; the period is `resultsPeriod`. */
  measured: line,
  /** The months the results cover, first and last (YYYY-MM): after the full rollout. */
  resultsPeriod: z.object({ from: yearMonth, to: yearMonth }),
  challenge: z.object({ paragraphs: z.array(paragraph).min(1), points: z.array(line).min(3) }),
  solution: z.object({
    paragraphs: z.array(paragraph).min(1),
    modules: z.array(moduleSlugSchema).min(1),
    integrations: z.array(slugSchema),
    rollout: z.array(z.object({ period: line, milestone: line })).min(2),
  }),
  results: z.array(customerFigureSchema).min(3),
  quote: quoteSchema.omit({ company: true }),
});
export type CaseStudySource = z.input<typeof caseStudySchema>;
export type CaseStudy = z.infer<typeof caseStudySchema> & { slug: CaseStudySlug; path: string };

export const industrySchema = z.object({
  name: line,
  headline: line,
  intro: paragraph,
  challenges: z.array(z.object({ title: line, body: paragraph })).min(3),
  answers: z
    .array(
      z.object({
        title: line,
        body: paragraph,
        modules: z.array(moduleSlugSchema).min(1),
      }),
    )
    .min(3),
  figures: z.array(figureSchema).min(3),
  caseStudy: caseStudySlugSchema.optional(),
  quote: quoteSchema.optional(),
  faq: faqSchema,
  cta: ctaBandSchema,
  updated: isoDate,
});
export type IndustrySource = z.input<typeof industrySchema>;
export type Industry = z.infer<typeof industrySchema> & { slug: IndustrySlug; path: string };

export const customersPageSchema = z.object({
  headline: line,
  intro: paragraph,
  logos: z.array(z.object({ name: line, industry: line, logo: monogramSchema })).min(8),
  quotes: z.array(quoteSchema).min(3),
  caseStudies: z.array(caseStudySlugSchema).min(4),
  figures: z.array(figureSchema).min(3),
  /** The page's title and its hero's eyebrow. */
  title: line,
  heroCtas: z.tuple([ctaSchema, ctaSchema]),
  figuresHeading: line,
  logosHeading: line,
  caseStudiesHeading: line,
  /** `{company}`: the customer whose story a card links to. */
  caseStudyLinkLabel: line.refine((label) => label.includes('{company}'), 'a label that holds {company}'),
  quotesHeading: line,
  industriesHeading: line,
  cta: ctaBandSchema,
  updated: isoDate,
});
export type CustomersPageSource = z.input<typeof customersPageSchema>;

// ---------------------------------------------------------------- home and contact

/** A label with a number or a name the page fills in: `Aden connects to {available} of ...`. */
const labelWith = (placeholder: string) =>
  line.refine((label) => label.includes(`{${placeholder}}`), `a label that holds {${placeholder}}`);

/** A link's phrasing with the name of what it leads to left out: `Explore {name}`. */
const namedLinkLabel = line.refine(
  (label) => label.includes('{name}'),
  'a link label names its target with {name}',
);

export const homePageSchema = z.object({
  /** The document title: what a search result and a tab show, short and naming the site once. */
  title: line.max(70),
  /** The home page's name where a breadcrumb trail starts. */
  trailName: line,
  /** The home page's h1: a headline reads at a glance, so twelve words at most. */
  positioning: z
    .string()
    .trim()
    .min(40)
    .max(180)
    .refine((text) => text.split(/\s+/).length <= 12, 'at most 12 words'),
  subheading: paragraph,
  /**
   * The hero's one quieter action beside its work-email sign-up, the primary (docs/decisions/0181):
   * a hero asks for one decision.
   */
  heroSecondary: ctaSchema,
  modules: z.object({
    heading: line,
    intro: paragraph,
    linkLabel: namedLinkLabel,
    items: z.array(z.object({ module: moduleSlugSchema, blurb: paragraph })).length(9),
  }),
  howItWorks: z.object({ heading: line, steps: z.array(stepSchema).min(3) }),
  onboarding: z.object({
    eyebrow: line,
    title: line,
    heading: line,
    body: paragraph,
    points: z.array(line).min(3),
    cta: ctaSchema,
    illustration: illustrationSchema,
  }),
  industries: z.object({
    heading: line,
    linkLabel: namedLinkLabel,
    items: z.array(z.object({ industry: industrySlugSchema, blurb: paragraph })).length(4),
  }),
  figuresHeading: line,
  figures: z.array(figureSchema).min(3),
  quoteHeading: line,
  quote: quoteSchema,
  caseStudyTeaser: z.object({
    caseStudy: caseStudySlugSchema,
    eyebrow: line,
    linkLabel: line,
    customersLabel: line,
    heading: line,
    body: paragraph,
  }),
  integrationsTeaser: z.object({
    heading: line,
    body: paragraph,
    linkLabel: namedLinkLabel,
    allLabel: line,
    featured: z.array(slugSchema).min(6),
  }),
  cta: ctaBandSchema,
  updated: isoDate,
});
export type HomePageSource = z.input<typeof homePageSchema>;

/** A telephone number as a visitor dials it; never one of the 555 numbers kept for fiction. */
const phoneSchema = line.refine(
  (phone) => !/\b555[\s-]?\d{4}\b|\b555\d\b|\(?555\)?[\s-]\d/.test(phone),
  'a real telephone number, not a 555 number',
);
export const officeSchema = z.object({
  city: line,
  label: line,
  address: z.array(line).min(2),
  phone: phoneSchema,
  hours: line,
});
export type Office = z.input<typeof officeSchema>;

export const contactPageSchema = z.object({
  headline: line,
  intro: paragraph,
  offices: z.array(officeSchema).min(2),
  emails: z.array(z.object({ team: line, address: z.email(), purpose: line })).min(3),
  /** When sales replies; support's channels, hours and replies live in src/content/facts/support.ts. */
  salesReply: line,
  /** The page's title (SPEC 2: "Contact Sales"). */
  title: line,
  heroCtas: z.tuple([ctaSchema, ctaSchema]),
  heroNote: line,
  emailsHeading: line,
  officesHeading: line,
  supportHeading: line,
  /** A support channel with the plans that include it: `{channel} ({plans})`, every plan or one and those above it. */
  supportChannel: z.object({
    name: labelWith('channel'),
    allPlans: line,
    fromPlan: labelWith('plan'),
  }),
  /** Each plan's first reply, in one sentence: `{promises}` are `{reply} on {plans}`, joined as written here. */
  firstReplies: z.object({
    sentence: labelWith('promises'),
    promise: labelWith('reply'),
    /** Not trimmed: the spaces are part of the sentence. */
    betweenPromises: z.string().min(2),
    betweenPlans: z.string().min(2),
  }),
  updated: isoDate,
});
export type ContactPageSource = z.input<typeof contactPageSchema>;

// ---------------------------------------------------------------- list pages

/** What each list page says of itself: its title and meta description, its hero and its closing band. */
const listPageCopy = {
  /** The document title: what a search result and a tab show. */
  title: line.max(70),
  description: paragraph,
  headline: line,
  cta: ctaBandSchema,
  updated: isoDate,
};

export const blogPageSchema = z.object({
  ...listPageCopy,
  lead: paragraph,
  /** A tag's page: its title and its meta description, which ends with the blog's. */
  tagTitle: labelWith('tag'),
  tagDescription: labelWith('tag'),
  /** The RSS feed's channel: its title (also the page's feed link's) and description. */
  rssTitle: line,
  rssDescription: line,
  rssLink: line,
  tagFilterLabel: line,
  allPostsLabel: labelWith('count'),
  latestHeading: line,
});

export const businessProcessesPageSchema = z.object({
  ...listPageCopy,
  lead: paragraph,
  heroCtas: z.tuple([ctaSchema, ctaSchema]),
  listHeading: labelWith('count'),
  cardLinkLabel: line,
});

/** What every case study's page says around the story: its headings, labels and calls to action. */
export const caseStudyPageSchema = z.object({
  eyebrow: labelWith('company'),
  heroCtas: z.tuple([ctaSchema, ctaSchema]),
  aboutHeading: labelWith('company'),
  /** The terms of the company's facts, beside the story. */
  factLabels: z.object({
    industry: line,
    location: line,
    employees: line,
    plan: line,
    modules: line,
    integrations: line,
    kickoff: line,
    firstModule: line,
    rollout: line,
    resultsPeriod: line,
    published: line,
  }),
  sectorLink: labelWith('industry'),
  /** `{module}` went live in week `{weeks}` after kick-off, on `{date}`. */
  firstModule: labelWith('module').and(labelWith('weeks')).and(labelWith('date')),
  /** Every module live `{weeks}` weeks after kick-off, on `{date}`. */
  rolloutWeeks: labelWith('weeks').and(labelWith('date')),
  /** The results' note: who measured them and how (`{measured}`), over which months (`{from}`, `{to}`). */
  resultsNote: labelWith('measured').and(labelWith('from')).and(labelWith('to')),
  challengeHeading: line,
  solutionHeading: line,
  rolloutHeading: line,
  resultsHeading: line,
  quoteHeading: line,
  othersHeading: line,
  othersLinkLabel: line,
  cta: ctaBandSchema,
  updated: isoDate,
});

/**
 * What every industry's page says around the industry's own words; `{industry}` is its name, written
 * in lower case inside a sentence.
 */
export const industryPageSchema = z.object({
  /** The page's title and its hero's eyebrow, and the industry's link elsewhere. */
  title: labelWith('industry'),
  heroCtas: z.tuple([ctaSchema, ctaSchema]),
  challengesEyebrow: line,
  challengesHeading: labelWith('industry'),
  answersEyebrow: line,
  answersHeading: line,
  answerModule: labelWith('module'),
  figuresHeading: labelWith('industry'),
  quoteHeading: line,
  caseStudyEyebrow: line,
  caseStudyHeading: labelWith('company'),
  caseStudyLinkLabel: line,
  /** Over the integrations the industry's buyers run (each integration's `relevance`). */
  integrationsEyebrow: line,
  integrationsHeading: labelWith('industry'),
  integrationsIntro: paragraph,
  integrationLinkLabel: line,
  faqHeading: labelWith('title'),
  updated: isoDate,
});

/** What every integration's page says around the integration's own words; `{name}` is the partner's. */
export const integrationPageSchema = z.object({
  title: labelWith('name'),
  heroTitle: labelWith('name'),
  heroCtas: z.tuple([ctaSchema, ctaSchema]),
  /** `{modules}`: the modules it serves, joined by commas. */
  worksWith: labelWith('modules'),
  syncsHeading: line,
  syncsRegionLabel: labelWith('name'),
  syncsCaption: labelWith('name'),
  syncColumns: z.object({ data: line, direction: line, when: line }),
  directions: z.object({ 'to-aden': labelWith('name'), 'from-aden': labelWith('name'), both: line }),
  setupHeading: labelWith('name'),
  setupStepsHeading: line,
  processesHeading: labelWith('name'),
  processLinkLabel: line,
  /** The closing band says what the plans allow: on every plan, from a paid plan (`{availability}`), or not built yet. */
  cta: z.object({ allPlans: ctaBandSchema, paidPlan: ctaBandSchema, notBuilt: ctaBandSchema }),
  updated: isoDate,
});

/**
 * What every integration-and-process page says around the pair's own words: `{integration}` is the
 * partner's name, `{process}` the process's title, `{processInSentence}` the same in lower case.
 */
export const integrationProcessPageSchema = z.object({
  eyebrow: labelWith('integration'),
  heroCtas: z.tuple([ctaSchema, ctaSchema]),
  overviewHeading: line,
  flowDiagramHeading: labelWith('integration'),
  stepsHeading: line,
  outcomeHeading: line,
  modulesHeading: line,
  relatedHeading: line,
  integrationLinkTitle: labelWith('integration'),
  integrationLinkLabel: line,
  processLinkLabel: line,
  cta: ctaBandSchema,
  updated: isoDate,
});

/**
 * What every business process's page says around the process's own words: `{process}` is its title,
 * `{processInSentence}` the same in lower case, `{module}` and `{integration}` a card's subject.
 */
export const businessProcessPageSchema = z.object({
  eyebrow: line,
  heroCtas: z.tuple([ctaSchema, ctaSchema]),
  figuresHeading: line,
  flowHeading: line,
  stepsHeading: line,
  measuresHeading: line,
  modulesHeading: line,
  /** A module's card: the steps it takes (`{steps}`), or what it does when it takes none. */
  moduleSteps: labelWith('steps'),
  moduleWithoutSteps: line,
  moduleLinkLabel: labelWith('module'),
  integrationsHeading: line,
  integrationTitle: labelWith('integration'),
  integrationLinkLabel: line,
  /** Over the systems the buyers of the process's lead module run besides those with a page here. */
  stackHeading: line,
  stackIntro: paragraph,
  stackLinkLabel: line,
  cta: ctaBandSchema,
  updated: isoDate,
});

export const integrationsPageSchema = z.object({
  ...listPageCopy,
  /** The hero's lead; `{available}` is the number of integrations built. */
  lead: labelWith('available'),
  /** Added to the lead while some listed integrations are not built yet. */
  notBuiltNote: labelWith('notBuilt'),
  heroCtas: z.tuple([ctaSchema, ctaSchema]),
  gridLabel: line,
  statusLabels: z.object({ planned: line, requested: line }),
  missing: z.object({ heading: line, body: paragraph }),
});

/** What every article's page says around the article: the author's box, related posts, the closing band. */
export const blogPostPageSchema = z.object({
  authorLabel: line,
  relatedHeading: line,
  cta: ctaBandSchema,
  updated: isoDate,
});

/** What every module's page says around the module's own words; `{name}` is the module's name. */
export const modulePageCopySchema = z.object({
  heroCtas: z.tuple([ctaSchema, ctaSchema]),
  painPointsHeading: line,
  stepsHeading: line,
  capabilitiesEyebrow: line,
  capabilitiesHeading: labelWith('name'),
  coursesHeading: line,
  coursesIntro: paragraph,
  certificationsHeading: line,
  examLabel: line,
  validityLabel: line,
  figuresHeading: labelWith('name'),
  proofHeading: line,
  storyLinkLabel: labelWith('company'),
  connectionsHeading: line,
  connectionsIntro: labelWith('name'),
  connectionLinkLabel: labelWith('name'),
  processesHeading: line,
  processLinkLabel: line,
  integrationsHeading: line,
  integrationLinkLabel: line,
  faqHeading: labelWith('name'),
  updated: isoDate,
});

/** What the legal documents' page says around a document: its dates and its table of contents. */
export const legalPageSchema = z.object({
  lastUpdatedLabel: line,
  effectiveLabel: line,
  contentsLabel: line,
  contentsHeading: line,
  updated: isoDate,
});

const sitemapSectionCopy = z.object({ name: line, title: line, description: line });
/** The human sitemaps: each section's name, title and description, and the words around the links. */
export const sitemapPageSchema = z.object({
  eyebrow: line,
  /** A sitemap's own name: its title tag, its breadcrumb and its link from the others. */
  sitemapTitle: labelWith('section'),
  otherSitemapsLabel: line,
  linksHeading: labelWith('count'),
  sections: z.object({
    blogs: sitemapSectionCopy,
    'business-processes': sitemapSectionCopy,
    'case-studies': sitemapSectionCopy,
    integrations: sitemapSectionCopy,
  }),
  updated: isoDate,
});

export type HomePage = z.infer<typeof homePageSchema>;
export type CustomersPage = z.infer<typeof customersPageSchema>;
export type ContactPage = z.infer<typeof contactPageSchema>;
export type BlogPage = z.infer<typeof blogPageSchema>;
export type BlogPostPageCopy = z.infer<typeof blogPostPageSchema>;
export type ModulePageCopy = z.infer<typeof modulePageCopySchema>;
export type LegalPageCopy = z.infer<typeof legalPageSchema>;
export type SitemapPageCopy = z.infer<typeof sitemapPageSchema>;
export type BusinessProcessPageCopy = z.infer<typeof businessProcessPageSchema>;
export type IntegrationProcessPageCopy = z.infer<typeof integrationProcessPageSchema>;
export type IntegrationPageCopy = z.infer<typeof integrationPageSchema>;
export type IndustryPageCopy = z.infer<typeof industryPageSchema>;
export type CaseStudyPageCopy = z.infer<typeof caseStudyPageSchema>;
export type BusinessProcessesPage = z.infer<typeof businessProcessesPageSchema>;
export type IntegrationsPage = z.infer<typeof integrationsPageSchema>;
export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;
export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;
export type AuthorSource = z.input<typeof authorSchema>;
