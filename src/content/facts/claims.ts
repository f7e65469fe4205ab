/**
 * The source of each claim that stands on more than one page, written once: a module page and its
 * process or industry page cite the same answers, so they cannot drift apart (the facts check
 * refuses one claim with two sources).
 */
import type { FigureSource } from './sources';

export const claimSources = {
  marginOnTrackedChanges: { from: 'benchmark-2026', segment: 'construction', n: 71, statistic: 'mean' },
  payApplicationsFaster: { from: 'benchmark-2026', segment: 'construction', n: 64, statistic: 'median' },
  realisationGain: { from: 'benchmark-2026', segment: 'professional-services', n: 58, statistic: 'mean' },
  milestoneToInvoice: {
    from: 'usage-2026',
    statistic: 'median',
    n: 412,
    of: 'workspaces billing by milestone',
  },
  inventoryValueHeld: { from: 'benchmark-2026', segment: 'all', n: 118, statistic: 'median' },
  fillRateHeld: { from: 'usage-2026', statistic: 'median', n: 301, of: 'workspaces with Aden Inventory' },
  dsoReduction: { from: 'benchmark-2026', segment: 'all', n: 214, statistic: 'median' },
  daysToClose: { from: 'benchmark-2026', segment: 'all', n: 233, statistic: 'median' },
  rowsNeedingReview: {
    from: 'documents-2026',
    statistic: 'share',
    n: 2_190,
    of: 'imports read by Intelligent Data Onboarding',
  },
  payrollHoursSaved: { from: 'benchmark-2026', segment: 'all', n: 112, statistic: 'median' },
  expiredCertificateShifts: {
    from: 'usage-2026',
    statistic: 'count',
    n: 640,
    of: 'workspaces scheduling certified workers',
  },
  quickbooksIntegrationUsage: {
    from: 'usage-2026',
    statistic: 'median',
    n: 233,
    of: 'workspaces using the QuickBooks integration',
  },
  shopifyIntegrationUsage: {
    from: 'usage-2026',
    statistic: 'median',
    n: 214,
    of: 'workspaces using the Shopify integration',
  },
} as const satisfies Record<string, FigureSource>;

/** A figure stated in the same words on more than one page, its value and label written once. */
export const sharedFigures = {
  inventoryValueHeld: {
    value: '−23%',
    label: 'inventory value held after two quarters',
    source: claimSources.inventoryValueHeld,
  },
} as const;
