/**
 * Aden's own figures, each measured once, with its source (src/content/facts/sources.ts), and
 * quoted wherever a page cites it. Customers' figures live in their case studies
 * (src/content/case-studies).
 */
import type { FigureSource } from './sources';
import { goLive } from './timeline';

const CUSTOMERS = '2,800';
const HEADCOUNT = 240;

export const companyFigures = {
  customers: {
    value: `${CUSTOMERS}+`,
    label: 'companies running on Aden',
    source: { from: 'workspaces-2026', statistic: 'count', n: 2_834 },
  },
  customersCount: CUSTOMERS,
  documentsRead: {
    value: '14 million',
    label: 'documents read by Intelligent Data Onboarding in 2026',
    source: { from: 'documents-2026', statistic: 'count', n: 14_210_000 },
  },
  bankLinesMatched: {
    value: '78%',
    label: 'of bank lines matched automatically',
    source: { from: 'bank-matching-2026', statistic: 'median', n: 1_140 },
  },
  firstModuleLive: {
    value: `${goLive.firstModuleMedianWeeks} weeks`,
    label: 'median from kick-off to the first module live',
    source: { from: 'go-live-2025', statistic: 'median', n: goLive.firstModuleCustomers },
  },
  headcount: {
    value: String(HEADCOUNT),
    label: 'people in Austin, Dublin, Sydney and remote',
    source: { from: 'headcount-2026', statistic: 'count', n: HEADCOUNT },
  },
  revenueRetention: {
    value: '88%',
    label: 'gross revenue retention on paid plans in 2025',
    source: { from: 'retention-2025', statistic: 'rate', n: 1_180 },
  },
} as const satisfies Record<string, string | { value: string; label: string; source: FigureSource }>;
