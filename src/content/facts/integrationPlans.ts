/**
 * On which plans each integration is available: the lowest plan that includes it (every plan above
 * includes it too), and which ones are not built yet. The one source of the integration pages'
 * availability and the integration counts on /pricing; the facts check holds these keys to the
 * files in src/content/integrations.
 */

export type IntegrationTier = 'freeforever' | 'team' | 'enterprise';

export const integrationTiers = {
  adp: 'enterprise',
  'autodesk-build': 'team',
  bigcommerce: 'team',
  dropbox: 'freeforever',
  'google-drive': 'freeforever',
  gusto: 'freeforever',
  hubspot: 'team',
  'microsoft-teams': 'team',
  paypal: 'freeforever',
  'jpmorgan-access': 'team',
  plaid: 'freeforever',
  procore: 'team',
  quickbooks: 'freeforever',
  'sage-300-cre': 'team',
  'sage-intacct': 'team',
  salesforce: 'team',
  shipstation: 'freeforever',
  shopify: 'freeforever',
  slack: 'freeforever',
  stack: 'team',
  stripe: 'freeforever',
  woocommerce: 'freeforever',
  xero: 'freeforever',
} as const satisfies Record<string, IntegrationTier>;

export type IntegrationSlug = keyof typeof integrationTiers;

/** A calendar quarter a planned integration is expected in: "Q2 2027". */
export type Quarter = `Q${1 | 2 | 3 | 4} ${number}`;

/**
 * Integrations with a page but not built yet: `planned` is on our roadmap with a quarter, `requested`
 * is asked for by customers and not yet scheduled. Their tier is the plan they will come with; they
 * count nowhere until they ship.
 */
export type IntegrationStatus =
  | { status: 'available' }
  | { status: 'planned'; quarter: Quarter }
  | { status: 'requested'; requests: number };

const NOT_YET_BUILT: Partial<Record<IntegrationSlug, IntegrationStatus>> = {
  'sage-300-cre': { status: 'planned', quarter: 'Q2 2027' },
  stack: { status: 'planned', quarter: 'Q1 2027' },
  'jpmorgan-access': { status: 'requested', requests: 23 },
};

export const integrationStatus = (slug: string): IntegrationStatus =>
  NOT_YET_BUILT[slug as IntegrationSlug] ?? { status: 'available' };

/**
 * How a card marks an integration that is not built yet: "Planned for Q2 2027" or "Requested";
 * null for one a customer can connect today, which carries no mark.
 */
export function notBuiltMark(slug: string): string | null {
  const status = integrationStatus(slug);
  if (status.status === 'planned') return `Planned for ${status.quarter}`;
  return status.status === 'requested' ? 'Requested' : null;
}

const tierEntries = Object.entries(integrationTiers) as [IntegrationSlug, IntegrationTier][];

/** The integrations a customer can connect today. */
export const availableIntegrations: readonly IntegrationSlug[] = tierEntries
  .filter(([slug]) => integrationStatus(slug).status === 'available')
  .map(([slug]) => slug);

export const integrationCount = availableIntegrations.length;

const TIER_ORDER: readonly IntegrationTier[] = ['freeforever', 'team', 'enterprise'];
const rankOf = (tier: IntegrationTier) => TIER_ORDER.indexOf(tier);

/** The available integrations a plan at `tier` includes. */
export const integrationsIn = (tier: IntegrationTier): IntegrationSlug[] =>
  availableIntegrations.filter((slug) => rankOf(integrationTiers[slug]) <= rankOf(tier));

/** The available integrations a plan at `tier` lacks. */
export const integrationsNotIn = (tier: IntegrationTier): IntegrationSlug[] =>
  availableIntegrations.filter((slug) => rankOf(integrationTiers[slug]) > rankOf(tier));

/** How many integrations a plan at `tier` includes. */
export const integrationsUpTo = (tier: IntegrationTier): number => integrationsIn(tier).length;
