/**
 * Aden's own figures, each measured once and quoted wherever a page cites it. Customers' figures
 * live in their case studies (src/content/case-studies).
 */

const CUSTOMERS = '2,800';

export const companyFigures = {
  customers: { value: `${CUSTOMERS}+`, label: 'companies running on Aden' },
  customersCount: CUSTOMERS,
  documentsRead: { value: '14 million', label: 'documents read by Intelligent Data Onboarding in 2026' },
  bankLinesMatched: { value: '96%', label: 'of bank lines reconciled automatically' },
  firstModuleLive: { value: '6 days', label: 'median from first upload to the first module live' },
  revenueRetention: { value: '97%', label: 'gross revenue retention in 2025' },
} as const;
