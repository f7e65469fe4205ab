import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'Plaid bank feeds',
  category: 'Banking',
  summary: 'Daily bank and card transactions from over 12,000 institutions, ready to match in Aden.',
  description:
    'Bank feeds are the raw material of reconciliation. Through Plaid, Aden pulls transactions from business checking, savings and credit-card accounts every morning, and the matching engine pairs them with invoices, bills, payroll and payouts. Credentials stay with Plaid; Aden receives read-only transaction data.',
  logo: { letters: 'PL', background: '#33404D' },
  syncs: [
    { data: 'Bank and card transactions', direction: 'to-aden', when: 'Every morning, or on demand' },
    { data: 'Account balances', direction: 'to-aden', when: 'Every morning' },
  ],
  setup: [
    {
      title: 'Choose Connect a bank feed',
      body: 'Open Accounting > Bank accounts and choose Connect a bank feed.',
      system: 'aden',
    },
    {
      title: 'Sign in to your bank through Plaid',
      body: 'Search for your bank and sign in through the Plaid window; Aden never sees the password.',
      system: 'partner',
    },
    {
      title: 'Pick accounts and a start date',
      body: 'Pick which accounts to link and the date to start importing from (up to 24 months back).',
      system: 'aden',
    },
    {
      title: 'Review the first import',
      body: 'Review the first import; the matching rules start from your past reconciliations.',
      system: 'aden',
    },
  ],
  relevance: { accounting: 2 },
  updated: '2026-11-05',
} satisfies IntegrationSource;
