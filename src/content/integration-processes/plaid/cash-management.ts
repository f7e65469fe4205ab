import type { IntegrationProcessSource } from '@/content/schema';

export default {
  title: 'Daily cash position from bank feeds',
  summary:
    'Plaid bank feeds give Aden a reconciled cash position every morning across all accounts and banks.',
  paragraphs: [
    'Most finance teams know their cash position as of last month’s reconciliation. With Plaid feeds, every business account and card in every bank arrives in Aden before the working day starts, already matched to the invoices, bills, payroll and transfers it belongs to.',
    'The cash dashboard shows today’s reconciled balance per bank and entity, what is still unmatched and why, and the forecast for the coming 13 weeks, so the first conversation of the day is about decisions rather than data.',
  ],
  flow: [
    {
      title: 'Feeds refreshed',
      system: 'partner',
      body: 'Transactions and balances from every linked account are pulled before 7 a.m. local time.',
    },
    {
      title: 'Lines matched',
      system: 'aden',
      body: 'Matching rules pair lines with documents; new patterns are suggested as rules.',
    },
    {
      title: 'Exceptions assigned',
      system: 'aden',
      body: 'The few unmatched lines go to a named person with the likely candidates shown.',
    },
    {
      title: 'Position published',
      system: 'aden',
      body: 'The reconciled position and forecast are ready on the cash dashboard.',
    },
  ],
  outcome: {
    value: '8:30 a.m.',
    label: 'when the reconciled cash position is ready each day',
    source: {
      from: 'usage-2026',
      statistic: 'median',
      n: 1_020,
      of: 'workspaces using the Plaid integration',
    },
  },
  updated: '2026-11-05',
} satisfies IntegrationProcessSource;
