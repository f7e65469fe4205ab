import { claimSources } from '@/content/facts/claims';
import type { IntegrationProcessSource } from '@/content/schema';

export default {
  title: 'Record to report with QuickBooks Online',
  summary:
    'Close the month in QuickBooks with project accruals, stock valuation and payroll journals prepared by Aden.',
  paragraphs: [
    'When QuickBooks stays the ledger, the close still depends on numbers only Aden has: stock on hand at cost, work in progress on projects, time not yet billed. Aden prepares those as month-end journal entries, with a supporting report per entry, and posts them to QuickBooks when the controller approves.',
    'The entries reverse automatically on the first day of the next month, so the ledger never double-counts, and each one links to the Aden report it came from for the auditor who asks.',
  ],
  flow: [
    {
      title: 'Period end in Aden',
      system: 'aden',
      body: 'Aden calculates stock valuation, unbilled time, work in progress and accrued costs as of the last day of the month.',
    },
    {
      title: 'Review the journals',
      system: 'aden',
      body: 'The controller sees each proposed entry with its support and approves or adjusts it.',
    },
    {
      title: 'Post to QuickBooks',
      system: 'partner',
      body: 'Approved journals are posted with the accounts and classes mapped at setup, flagged to reverse on day one.',
    },
    {
      title: 'Lock the period',
      system: 'aden',
      body: 'Once QuickBooks is closed, Aden locks the same period so no late transaction changes the reported numbers.',
    },
  ],
  outcome: {
    value: '2 days',
    label: 'saved on the monthly close by a typical controller',
    source: claimSources.quickbooksIntegrationUsage,
  },
  updated: '2026-10-28',
} satisfies IntegrationProcessSource;
