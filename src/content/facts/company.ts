/**
 * Aden's own figures, each measured once, with its source (src/content/facts/sources.ts), and
 * quoted wherever a page cites it. Customers' figures live in their case studies
 * (src/content/case-studies).
 */
import { goLive } from './timeline';

const CUSTOMERS = '2,800';

export const companyFigures = {
  customers: { value: `${CUSTOMERS}+`, label: 'companies running on Aden', source: 'workspaces-2026' },
  customersCount: CUSTOMERS,
  documentsRead: {
    value: '14 million',
    label: 'documents read by Intelligent Data Onboarding in 2026',
    source: 'documents-2026',
  },
  bankLinesMatched: {
    value: '78%',
    label: 'of bank lines matched automatically',
    source: 'bank-matching-2026',
  },
  firstModuleLive: {
    value: `${goLive.firstModuleMedianWeeks} weeks`,
    label: 'median from kick-off to the first module live',
    source: 'go-live-2025',
  },
  headcount: { value: '240', label: 'people in Austin, Dublin, Sydney and remote', source: 'headcount-2026' },
  revenueRetention: {
    value: '88%',
    label: 'gross revenue retention on paid plans in 2025',
    source: 'retention-2025',
  },
} as const;
