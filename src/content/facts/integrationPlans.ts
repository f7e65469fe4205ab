/**
 * On which plans each integration is available: the lowest plan that includes it (every plan above
 * includes it too). The one source of the integration pages' availability and the integration
 * counts on /pricing; the facts check holds these keys to the files in src/content/integrations.
 */

export type IntegrationTier = 'freeforever' | 'team' | 'enterprise';

export const integrationTiers = {
  adp: 'enterprise',
  bigcommerce: 'team',
  dropbox: 'freeforever',
  'google-drive': 'freeforever',
  gusto: 'freeforever',
  hubspot: 'team',
  'microsoft-teams': 'team',
  paypal: 'freeforever',
  plaid: 'freeforever',
  quickbooks: 'freeforever',
  salesforce: 'team',
  shipstation: 'freeforever',
  shopify: 'freeforever',
  slack: 'freeforever',
  stripe: 'freeforever',
  woocommerce: 'freeforever',
  xero: 'freeforever',
} as const satisfies Record<string, IntegrationTier>;

export type IntegrationSlug = keyof typeof integrationTiers;

export const integrationCount = Object.keys(integrationTiers).length;

const TIER_ORDER: readonly IntegrationTier[] = ['freeforever', 'team', 'enterprise'];

/** How many integrations a plan at `tier` includes. */
export function integrationsUpTo(tier: IntegrationTier): number {
  const rank = TIER_ORDER.indexOf(tier);
  return Object.values(integrationTiers).filter((own) => TIER_ORDER.indexOf(own) <= rank).length;
}
