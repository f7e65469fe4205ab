/**
 * Aden's plans, prices, limits, feature comparison and pricing FAQ: the one source of the /pricing
 * page, its JSON-LD and the plan costs of the ROI calculator. SPEC.md leaves figures and limits
 * "not shown"; these are ours (docs/content.md, "Pricing and the ROI calculator").
 */
import { CONTRACT_PLAN_NAME, PAID_PLAN_PRICES, ROI_PLANS } from '@contract/roiPlans';
import { DEFAULT_SIGNUP_PLAN } from '@contract/values';
import { type BillingCycle, yearlySaving } from './billingTerms';
import { moduleCount } from './facts/catalogue';
import type { moduleSlugs } from './slugs';

type ModuleSlug = (typeof moduleSlugs)[number];

import {
  type IntegrationTier,
  integrationCount,
  integrationStatus,
  integrationsNotIn,
  integrationsUpTo,
  integrationTiers,
} from './facts/integrationPlans';
import { freeSeatUnit, paidSeatUnit, seatRuleSentence } from './facts/seats';
import { supportByPlan } from './facts/support';
import { uptimeByPlan } from './facts/trust';

/** How many modules a plan runs: a number the customer picks, every module, or every one plus custom ones. */
export type ModuleAllowance = number | 'all' | 'all-and-custom';

const usersLine = (maxUsers: number | null): string =>
  maxUsers === null ? `Unlimited ${paidSeatUnit}s` : `Up to ${maxUsers} ${paidSeatUnit}s`;

const modulesLine = (allowance: ModuleAllowance): string =>
  allowance === 'all'
    ? `All ${moduleCount} modules`
    : allowance === 'all-and-custom'
      ? `All ${moduleCount} modules plus custom ones`
      : `${allowance} modules of your choice`;

/** What a plan's button does: every self-serve plan signs up (on Free Forever); Enterprise talks to sales. */
export type PlanAction = 'signup' | 'contactSales';

export interface PlanLimits {
  users: string;
  modules: string;
  aiFormPages: string;
  support: string;
}

interface PlanBase {
  id: string;
  name: string;
  /** How many users the plan takes; null: no limit. */
  maxUsers: number | null;
  moduleAllowance: ModuleAllowance;
  /** The highest tier of integrations the plan includes (src/content/facts/integrationPlans.ts). */
  integrationTier: IntegrationTier;
  /** Who the plan is for, one sentence. */
  audience: string;
  limits: PlanLimits;
  /** The few things that set the plan apart, shown on its card. */
  highlights: readonly string[];
  cta: { label: string; action: PlanAction };
  /** Shown as "Most popular". */
  featured?: boolean;
}

/** A plan with a list price per user per month, for each billing cycle (yearly: the monthly equivalent). */
export interface PricedPlan extends PlanBase {
  kind: 'free' | 'paid';
  pricePerUser: Record<BillingCycle, number>;
}

export interface CustomPlan extends PlanBase {
  kind: 'custom';
  /** What replaces the price on the card. */
  priceLabel: string;
}

export type Plan = PricedPlan | CustomPlan;

export const plans = [
  {
    id: DEFAULT_SIGNUP_PLAN,
    kind: 'free',
    name: 'Free Forever',
    audience: 'For founders and small teams putting their books and stock in order.',
    pricePerUser: { monthly: 0, yearly: 0 },
    maxUsers: 3,
    moduleAllowance: 2,
    integrationTier: 'freeforever',
    limits: {
      users: usersLine(3),
      modules: modulesLine(2),
      aiFormPages: '50 AI-form pages a month',
      support: supportByPlan.freeforever.summary,
    },
    highlights: ['No credit card, no time limit', 'Bank feeds and invoicing', 'Import from spreadsheets'],
    cta: { label: 'Start for free', action: 'signup' },
  },
  {
    id: 'team',
    kind: 'paid',
    name: PAID_PLAN_PRICES.team.name,
    audience: 'For growing teams running finance and operations on one system.',
    pricePerUser: PAID_PLAN_PRICES.team.pricePerUser,
    maxUsers: PAID_PLAN_PRICES.team.maxUsers,
    moduleAllowance: 4,
    integrationTier: 'team',
    limits: {
      users: usersLine(PAID_PLAN_PRICES.team.maxUsers),
      modules: modulesLine(4),
      aiFormPages: '1,000 AI-form pages a month',
      support: supportByPlan.team.summary,
    },
    highlights: [
      'Approval workflows',
      'Multi-currency accounting',
      `${integrationsUpTo('team')} integrations`,
    ],
    cta: { label: 'Start free, then Team', action: 'signup' },
  },
  {
    id: 'business',
    kind: 'paid',
    name: PAID_PLAN_PRICES.business.name,
    audience: 'For companies automating every department with AI.',
    pricePerUser: PAID_PLAN_PRICES.business.pricePerUser,
    maxUsers: PAID_PLAN_PRICES.business.maxUsers,
    moduleAllowance: 'all',
    integrationTier: 'team',
    limits: {
      users: usersLine(PAID_PLAN_PRICES.business.maxUsers),
      modules: modulesLine('all'),
      aiFormPages: '10,000 AI-form pages a month',
      support: supportByPlan.business.summary,
    },
    highlights: ['AI agents on every module', 'Custom roles and audit log', 'Multi-entity consolidation'],
    cta: { label: 'Start free, then Business', action: 'signup' },
    featured: true,
  },
  {
    id: 'enterprise',
    kind: 'custom',
    name: CONTRACT_PLAN_NAME,
    audience: 'For large and regulated organizations with their own security needs.',
    priceLabel: 'Custom',
    maxUsers: null,
    moduleAllowance: 'all-and-custom',
    integrationTier: 'enterprise',
    limits: {
      users: usersLine(null),
      modules: modulesLine('all-and-custom'),
      aiFormPages: 'Volume AI-form pages',
      support: supportByPlan.enterprise.summary,
    },
    highlights: ['SSO (SAML) and SCIM', 'Data residency: US, EU or APAC', 'Guided migration and training'],
    cta: { label: 'Contact sales', action: 'contactSales' },
  },
] as const satisfies readonly Plan[];

export type PlanId = (typeof plans)[number]['id'];

const planName = (id: PlanId): string => plans.find((plan) => plan.id === id)?.name ?? id;

const tierOf = (slug: string): IntegrationTier =>
  (integrationTiers as Record<string, IntegrationTier>)[slug] ?? 'freeforever';

/** Whether an integration comes with every plan, Free Forever included. */
export const integrationOnEveryPlan = (slug: string) => tierOf(slug) === 'freeforever';

const plansOfTier = (slug: string): string => {
  const tier = tierOf(slug);
  if (tier === 'freeforever') return 'All plans';
  return tier === 'enterprise' ? planName(tier) : `${planName(tier)} and above`;
};

/**
 * On which plans an integration is available: "All plans", "Team and above" or "Enterprise"; one
 * not built yet says so first ("Planned · Team and above").
 */
export function integrationAvailability(slug: string): string {
  const { status } = integrationStatus(slug);
  if (status === 'available') return plansOfTier(slug);
  return `${status === 'planned' ? 'Planned' : 'Requested'} · ${plansOfTier(slug)}`;
}

/**
 * For an integration not built yet, under its mark (`notBuiltMark`, which gives a planned one's
 * quarter, so the note does not say it again): the plans it will come with, and for a requested one
 * that customers asked for it; null once built.
 */
export function integrationStatusNote(slug: string): string | null {
  const status = integrationStatus(slug);
  const plans = plansOfTier(slug).replace(/^All plans$/, 'every plan');
  if (status.status === 'planned') {
    return `Not available yet: it will come with ${plans}. What follows is what it will do.`;
  }
  if (status.status === 'requested') {
    return `Not available yet: ${status.requests} customers have asked for it and it is not scheduled. It would come with ${plans}. What follows is what they asked for.`;
  }
  return null;
}

/** Per plan: how many integrations it has and the names of those it lacks (sorted). */
export function planIntegrations(nameOf: (slug: string) => string) {
  return plans.map((plan) => ({
    plan: plan.name,
    count: integrationsUpTo(plan.integrationTier),
    lacks: integrationsNotIn(plan.integrationTier)
      .map(nameOf)
      .sort((a, b) => a.localeCompare(b)),
  }));
}

const listed = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Which integrations each plan lacks, one sentence under the comparison: "Free Forever has N of
 * the M integrations, all but BigCommerce, ... Team and Business have ..., all but ADP. Enterprise
 * has all M, and custom ones." Plans that lack the same ones share a clause.
 */
export function integrationAllowanceSentence(nameOf: (slug: string) => string): string {
  const groups: { plans: string[]; count: number; lacks: readonly string[] }[] = [];
  for (const row of planIntegrations(nameOf)) {
    const same = groups.find((group) => group.lacks.join() === row.lacks.join());
    if (same) same.plans.push(row.plan);
    else groups.push({ plans: [row.plan], count: row.count, lacks: row.lacks });
  }
  return groups
    .map((group) => {
      const who = listed(group.plans);
      const has = group.plans.length > 1 ? 'have' : 'has';
      return group.lacks.length === 0
        ? `${who} ${has} all ${integrationCount}, and custom ones.`
        : `${who} ${has} ${group.count} of the ${integrationCount} integrations, all but ${listed(group.lacks)}.`;
    })
    .join(' ');
}

export const pricedPlans: readonly PricedPlan[] = plans.filter(
  (plan): plan is (typeof plans)[number] & PricedPlan => plan.kind !== 'custom',
);
export const paidPlans: readonly PricedPlan[] = pricedPlans.filter((plan) => plan.kind === 'paid');

/** What moving onto a paid plan costs once, besides the subscription, in US dollars. */
export interface OnboardingCosts {
  /** Setting up the modules, workflows, roles and approvals with an Aden onboarding specialist. */
  implementation: number;
  /** Importing records (customers, suppliers, items, open invoices, balances) from the old systems. */
  migration: number;
  /** Live online training, per paid seat (office user); 0 where the plan includes live classes. */
  trainingPerSeat: number;
}

/** A plan's published onboarding package: its prices and what each one buys. */
export interface OnboardingPackage extends OnboardingCosts {
  name: string;
  covers: { implementation: string; migration: string; training: string };
}

/**
 * The fixed-price onboarding package of each paid plan, invoiced with the first paid month;
 * Enterprise onboarding is quoted with the contract. Training is charged only where the plan does
 * not include live online classes (the comparison's "Live online classes" row; the facts check
 * holds the two together). The ROI calculator counts these, so its payback is the one a buyer budgets.
 */
export const onboardingPackages = {
  team: {
    name: 'Guided setup',
    ...PAID_PLAN_PRICES.team.onboarding,
    covers: {
      implementation:
        'two 90-minute video sessions in which an onboarding specialist sets up your modules, roles, approval rules and bank feed with you',
      migration:
        'one import of customers, suppliers, items and opening balances from QuickBooks, Xero or spreadsheets, with a trial import you check first',
      training: `a place for each ${paidSeatUnit} in a three-hour live online class for their role`,
    },
  },
  business: {
    name: 'Implementation package',
    ...PAID_PLAN_PRICES.business.onboarding,
    covers: {
      implementation:
        'a named onboarding engineer from kick-off to go-live, who configures every module, custom roles, approval workflows, entities and integrations and tests them with you',
      migration:
        'customers, suppliers, items, open invoices and bills, job budgets and two years of balances from up to three systems, reconciled with you before go-live',
      training: `included, as live online classes for every ${paidSeatUnit} are part of Business`,
    },
  },
} as const satisfies Record<Extract<PlanId, 'team' | 'business'>, OnboardingPackage>;

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/**
 * The ROI calculator's plans (contract/roiPlans.ts, which the server's estimate e-mail prices with
 * too) and the plan it starts on: the featured one (decision 0018).
 */
export function roiCalculatorPlans() {
  return {
    plans: [...ROI_PLANS],
    defaultPlan: pricedPlans.find((plan) => plan.featured)?.id ?? paidPlans[0]?.id ?? '',
  };
}

/**
 * The ROI calculator's plan menu, in the plans' order: the paid plans it prices, and why the others
 * have no estimate (decision 0018), so the menu offers every plan.
 */
export const roiPlanMenu: readonly { id: PlanId; name: string; unpriced?: string }[] = plans.flatMap(
  (plan): { id: PlanId; name: string; unpriced?: string }[] => {
    if (plan.kind === 'paid') return [{ id: plan.id, name: plan.name }];
    // Enterprise is not a menu entry: the calculator offers its own path to an Enterprise estimate.
    if (plan.kind === 'custom') return [];
    return [
      {
        id: plan.id,
        name: plan.name,
        unpriced: `free for up to ${plan.maxUsers} ${paidSeatUnit}s, so there is nothing to pay back`,
      },
    ];
  },
);

/** The largest yearly saving among the paid plans, for the toggle's "save up to" label. */
export const bestYearlySavingPercent = Math.max(...paidPlans.map((plan) => yearlySaving(plan).percent));

/** A cell of the comparison table: included or not, or a short value ("Up to 3", "Email"). */
export type FeatureValue = boolean | string;

export interface ComparisonRow {
  feature: string;
  values: Record<PlanId, FeatureValue>;
}

export interface ComparisonGroup {
  /** The module (or area) the rows belong to. */
  module: string;
  /** The module's page, for a group that is one of the modules. */
  moduleSlug?: ModuleSlug;
  rows: readonly ComparisonRow[];
}

const capitalized = (words: string) => `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}`;

/** A row's cells from each plan's own data. */
const perPlan = (cell: (plan: (typeof plans)[number]) => FeatureValue) =>
  Object.fromEntries(plans.map((plan) => [plan.id, cell(plan)])) as Record<PlanId, FeatureValue>;

const all = (value: FeatureValue): Record<PlanId, FeatureValue> => ({
  freeforever: value,
  team: value,
  business: value,
  enterprise: value,
});

/** The cells of a feature that `first` and every plan above it have, and the plans below it lack. */
const fromPlan = (first: PlanId) => {
  const firstIndex = plans.findIndex((plan) => plan.id === first);
  return perPlan((plan) => plans.indexOf(plan) >= firstIndex);
};

const featureGroups: readonly ComparisonGroup[] = [
  {
    module: 'Platform',
    rows: [
      {
        feature: `${capitalized(paidSeatUnit)}s`,
        values: perPlan((plan) => (plan.maxUsers === null ? 'Unlimited' : `Up to ${plan.maxUsers}`)),
      },
      { feature: `${capitalized(freeSeatUnit)}s`, values: all('Free, unlimited') },
      {
        feature: 'Modules',
        values: perPlan(({ moduleAllowance }) =>
          moduleAllowance === 'all'
            ? `All ${moduleCount}`
            : moduleAllowance === 'all-and-custom'
              ? `All ${moduleCount} + custom`
              : `Any ${moduleAllowance} of ${moduleCount}`,
        ),
      },
      { feature: 'Mobile apps (iOS and Android)', values: all(true) },
      {
        feature: 'Integrations',
        values: {
          freeforever: String(integrationsUpTo('freeforever')),
          team: String(integrationsUpTo('team')),
          business: `${integrationsUpTo('team')}, with API`,
          enterprise: `All ${integrationCount} + custom`,
        },
      },
      {
        feature: 'Roles and permissions',
        values: {
          freeforever: 'Admin, member',
          team: 'Standard roles',
          business: 'Custom roles',
          enterprise: 'Custom roles',
        },
      },
      {
        feature: 'Audit log',
        values: { freeforever: false, team: '90 days', business: '2 years', enterprise: 'Unlimited' },
      },
    ],
  },
  {
    module: 'Finance & Accounting',
    moduleSlug: 'accounting',
    rows: [
      { feature: 'Bank feeds and reconciliation', values: all(true) },
      { feature: 'Invoicing and bills', values: all(true) },
      {
        feature: 'Multi-currency',
        values: fromPlan('team'),
      },
      {
        feature: 'AI reconciliation suggestions',
        values: fromPlan('team'),
      },
      {
        feature: 'Multi-entity consolidation',
        values: fromPlan('business'),
      },
    ],
  },
  {
    module: 'Inventory Management',
    moduleSlug: 'inventory-management',
    rows: [
      { feature: 'Items and stock levels', values: all(true) },
      {
        feature: 'Warehouses',
        values: { freeforever: '1', team: '3', business: 'Unlimited', enterprise: 'Unlimited' },
      },
      {
        feature: 'Reorder points',
        values: fromPlan('team'),
      },
      {
        feature: 'AI demand forecasts',
        values: fromPlan('business'),
      },
    ],
  },
  {
    module: 'Project Management',
    moduleSlug: 'project-management',
    rows: [
      { feature: 'Projects, tasks and boards', values: all(true) },
      {
        feature: 'Time tracking',
        values: fromPlan('team'),
      },
      {
        feature: 'Job costing tied to the books',
        values: fromPlan('team'),
      },
      {
        feature: 'Resource planning',
        values: fromPlan('business'),
      },
    ],
  },
  {
    module: 'Workforce',
    moduleSlug: 'workforce',
    rows: [
      { feature: 'Employee directory', values: all(true) },
      {
        feature: 'Leave and timesheets',
        values: fromPlan('team'),
      },
      {
        feature: 'Shift scheduling',
        values: fromPlan('business'),
      },
    ],
  },
  {
    module: 'E-commerce',
    moduleSlug: 'eCommerce',
    rows: [
      {
        feature: 'Sales channels',
        values: { freeforever: '1', team: '3', business: 'Unlimited', enterprise: 'Unlimited' },
      },
      { feature: 'Order and stock sync', values: all(true) },
    ],
  },
  {
    module: 'Professional Services',
    moduleSlug: 'professionalServices',
    rows: [
      { feature: 'Time and expense capture', values: all(true) },
      {
        feature: 'Billing rules: fixed fee, time and materials, retainers',
        values: fromPlan('team'),
      },
      {
        feature: 'Utilization and realization reports',
        values: fromPlan('business'),
      },
    ],
  },
  {
    module: 'Contracting',
    moduleSlug: 'contracting',
    rows: [
      { feature: 'Estimates and job budgets by cost code', values: all(true) },
      {
        feature: 'Change orders from the field',
        values: fromPlan('team'),
      },
      {
        feature: 'Progress billing with retainage',
        values: fromPlan('team'),
      },
      {
        feature: 'Subcontractor compliance',
        values: fromPlan('business'),
      },
    ],
  },
  {
    module: 'Training & Certification',
    moduleSlug: 'module-training',
    rows: [
      { feature: 'Self-paced courses and Foundation certification', values: all(true) },
      {
        feature: 'Live online classes',
        values: fromPlan('business'),
      },
      {
        feature: 'On-site training',
        values: { freeforever: false, team: false, business: 'Quoted per day', enterprise: 'Quoted per day' },
      },
    ],
  },
  {
    module: 'Intelligent Data Onboarding (AI form)',
    moduleSlug: 'ai-form',
    rows: [
      {
        feature: 'AI-form pages a month',
        values: { freeforever: '50', team: '1,000', business: '10,000', enterprise: 'Volume' },
      },
      {
        feature: 'Field mapping templates',
        values: { freeforever: '3', team: '25', business: 'Unlimited', enterprise: 'Unlimited' },
      },
      {
        feature: 'Human review queue',
        values: fromPlan('team'),
      },
    ],
  },
  {
    module: 'Security and support',
    rows: [
      { feature: 'Two-factor sign-in', values: all(true) },
      {
        feature: 'SSO (SAML) and SCIM',
        values: fromPlan('enterprise'),
      },
      {
        feature: 'Data residency (US, EU or APAC)',
        values: fromPlan('enterprise'),
      },
      {
        feature: 'Support',
        values: perPlan((plan) => supportByPlan[plan.id].short),
      },
      {
        feature: 'Uptime SLA',
        values: perPlan((plan) => uptimeByPlan[plan.id]?.percent ?? false),
      },
    ],
  },
];

/** The comparison's onboarding rows: each paid plan's one-time price, nothing on Free Forever, quoted on Enterprise. */
const onboardingRow = (feature: string, price: (onboarding: OnboardingPackage) => FeatureValue) => ({
  feature,
  values: perPlan((plan) =>
    plan.id in onboardingPackages
      ? price(onboardingPackages[plan.id as keyof typeof onboardingPackages])
      : plan.kind === 'custom'
        ? 'Quoted'
        : false,
  ),
});

const onboardingGroup: ComparisonGroup = {
  module: 'Onboarding, paid once',
  rows: [
    onboardingRow('Implementation', (onboarding) => dollars(onboarding.implementation)),
    onboardingRow('Data migration', (onboarding) => dollars(onboarding.migration)),
    onboardingRow('Live training', (onboarding) =>
      onboarding.trainingPerSeat > 0
        ? `${dollars(onboarding.trainingPerSeat)} per ${paidSeatUnit}`
        : 'Included',
    ),
  ],
};

export const comparison: readonly ComparisonGroup[] = [...featureGroups, onboardingGroup];

/** The modules the comparison names, in its order: one group each. */
export const comparedModules: readonly string[] = comparison.flatMap((group) =>
  group.moduleSlug ? [group.module] : [],
);

/** Which modules each plan runs: a choice of so many on the smaller plans, every one on the larger. */
export function moduleAllowanceSentence(): string {
  const chosen = plans.flatMap((plan) =>
    typeof plan.moduleAllowance === 'number' ? [`${plan.name} any ${plan.moduleAllowance}`] : [],
  );
  const everyModule = plans
    .filter((plan) => typeof plan.moduleAllowance !== 'number')
    .map((plan) => plan.name);
  // The groups' names without their asides: "Intelligent Data Onboarding (AI form)" reads as the module.
  const names = comparedModules.map((name) => name.replace(/ \(.*\)$/, ''));
  const list = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${chosen.join(' and ').replace(/ any (\d+)/, ' runs any $1')} of the ${moduleCount} modules: ${list}. ${everyModule.join(' and ')} run all ${moduleCount}. You can swap modules at any time from the billing settings.`;
}

/** How the product protects data on every plan; the per-plan controls are rows of the comparison. */
export const DATA_PROTECTION = 'Data is encrypted in transit and at rest and backed up daily, on every plan.';

/** The comparison's security rows, each as "what: on which plans", for the security block. */
const SECURITY_FEATURES = [
  'Two-factor sign-in',
  'Audit log',
  'SSO (SAML) and SCIM',
  'Data residency (US, EU or APAC)',
  'Uptime SLA',
] as const;

/**
 * What holds for every customer whatever the plan, as the privacy policy and the terms state it
 * (src/content/legal): the audit report, the penetration tests and the data processing agreement.
 */
const ASSURANCES = [
  { feature: 'SOC 2 Type II report', plans: 'Every plan, on request under a non-disclosure agreement' },
  { feature: 'Penetration tests', plans: 'Every year, by an independent firm' },
  { feature: 'Data processing agreement', plans: 'Every plan, part of our Terms of Service' },
] as const;

/** A comparison cell inside a sentence: "Unlimited" reads "unlimited" after a plan's name. */
const inSentence = (value: string) => value.replace(/^[A-Z][a-z]+$/, (word) => word.toLowerCase());

export function securityPoints(): { feature: string; plans: string }[] {
  const rows = comparison.flatMap((group) => group.rows);
  const controls = SECURITY_FEATURES.flatMap((feature) => {
    const row = rows.find((candidate) => candidate.feature === feature);
    if (!row) return [];
    if (plans.every((plan) => row.values[plan.id] === true)) return [{ feature, plans: 'Every plan' }];
    const names = plans.flatMap((plan) => {
      const value = row.values[plan.id];
      if (value === false) return [];
      return [typeof value === 'string' ? `${plan.name} (${inSentence(value)})` : plan.name];
    });
    return [{ feature, plans: names.join(', ') }];
  });
  return [...controls, ...ASSURANCES];
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The heading over the pricing FAQ. */
export const pricingFaqHeading = 'Pricing questions';

export const pricingFaq: readonly FaqEntry[] = [
  {
    question: 'Which plan do I start on?',
    answer:
      'Every account starts on Free Forever, whichever plan you pick here. You sign up, try Aden with your own data, and upgrade to Team or Business from the billing settings inside ARP when you need more users or modules.',
  },
  {
    question: 'Is Free Forever really free?',
    answer: `Yes. Up to ${plans[0].maxUsers} ${paidSeatUnit}s and ${plans[0].moduleAllowance} modules cost nothing, with no time limit and no credit card. You only pay when you upgrade.`,
  },
  {
    question: 'Who needs a paid seat?',
    answer: `${seatRuleSentence} You pay for each ${paidSeatUnit} active in the month: adding one mid-cycle is charged pro rata, and removing one lowers your next invoice.`,
  },
  {
    question: 'How much do I save by paying yearly?',
    answer: `Yearly billing costs ${paidPlans
      .map(
        (plan) =>
          `$${plan.pricePerUser.yearly} instead of $${plan.pricePerUser.monthly} per ${paidSeatUnit} a month on ${plan.name} (${yearlySaving(plan).percent}% less, $${yearlySaving(plan).perUserPerYear} per ${paidSeatUnit} a year)`,
      )
      .join(', and ')}.`,
  },
  {
    question: 'Are there one-time costs?',
    answer: `Free Forever has none: you set it up yourself. Team and Business start with a fixed-price onboarding package, invoiced with the first paid month. ${paidPlans
      .map((plan) => {
        const onboarding = onboardingPackages[plan.id as keyof typeof onboardingPackages];
        const training =
          onboarding.trainingPerSeat > 0
            ? `${dollars(onboarding.trainingPerSeat)} per ${paidSeatUnit} for training, ${onboarding.covers.training}`
            : `training ${onboarding.covers.training}`;
        return `${plan.name}’s ${onboarding.name}: ${dollars(onboarding.implementation)} for implementation, ${onboarding.covers.implementation}; ${dollars(onboarding.migration)} for data migration, ${onboarding.covers.migration}; ${training}.`;
      })
      .join(
        ' ',
      )} Enterprise onboarding is quoted with the contract. The ROI calculator counts these costs in its payback.`,
  },
  {
    question: 'Can I change plans or cancel at any time?',
    answer:
      'Yes. Upgrades apply at once; downgrades and cancellations apply at the end of the billing period. Your data stays exportable in CSV and through the API.',
  },
  {
    question: 'What counts as an AI-form page?',
    answer:
      'One page of a document (an invoice, a delivery note, a timesheet) read by the AI form and turned into records. Unused pages do not roll over; extra pages cost $0.05 each on paid plans.',
  },
  {
    question: 'Do you offer discounts for non-profits and public bodies?',
    answer:
      'Registered non-profits, schools and public agencies get 30% off Team and Business. Contact sales with your registration details.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      'Cards (Visa, Mastercard, American Express) on monthly and yearly plans, and bank transfer against an invoice on yearly plans and Enterprise.',
  },
  {
    question: 'Where is my data stored, and is it secure?',
    answer: `${DATA_PROTECTION} Every plan’s data processing agreement is part of our Terms of Service; Enterprise customers also choose US, EU or APAC data residency and get SSO and SCIM.`,
  },
  {
    question: 'Do prices include tax?',
    answer:
      'Prices are in US dollars and exclude sales tax and VAT, which are added at checkout where they apply.',
  },
];
