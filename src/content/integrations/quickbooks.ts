import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'QuickBooks Online',
  category: 'Accounting',
  summary: 'Keep QuickBooks as your general ledger while Aden runs orders, projects and stock.',
  description:
    'Many teams adopt Aden for operations before they are ready to move their books. The QuickBooks connection posts invoices, bills and payments from Aden into QuickBooks with the right accounts, classes and tax codes, and reads the chart of accounts back so every Aden transaction codes to an account that exists.',
  logo: { letters: 'QB', background: '#2F6B3A' },
  iconSlug: 'quickbooks',
  syncs: [
    {
      data: 'Chart of accounts, classes and tax codes',
      direction: 'to-aden',
      when: 'On connection, then nightly',
    },
    {
      data: 'Customer invoices and credit notes',
      direction: 'from-aden',
      when: 'When an invoice is approved',
    },
    { data: 'Supplier bills', direction: 'from-aden', when: 'When a bill is approved for payment' },
    { data: 'Payments received and made', direction: 'both', when: 'Every 15 minutes' },
    { data: 'Customers and suppliers', direction: 'both', when: 'On change, matched by tax ID or e-mail' },
  ],
  setup: [
    {
      title: 'Choose Connect',
      body: 'In Aden, open Settings > Integrations > QuickBooks Online and choose Connect.',
      system: 'aden',
    },
    {
      title: 'Approve access in Intuit',
      body: 'Sign in to Intuit with an administrator of the company file and approve access.',
      system: 'partner',
    },
    {
      title: 'Map categories to accounts',
      body: 'Map Aden revenue and cost categories to QuickBooks accounts; Aden suggests a mapping from account names.',
      system: 'aden',
    },
    {
      title: 'Choose a start date',
      body: 'Choose a start date: transactions before it stay where they are.',
      system: 'aden',
    },
    {
      title: 'Run the test sync, then switch on',
      body: 'Run the test sync, review the ten sample postings, then switch the integration on.',
      system: 'aden',
    },
  ],
  relevance: {
    accounting: 1,
    eCommerce: 2,
    professionalServices: 2,
    construction: 2,
    manufacturing: 1,
    healthcare: 2,
  },
  updated: '2026-10-28',
} satisfies IntegrationSource;
