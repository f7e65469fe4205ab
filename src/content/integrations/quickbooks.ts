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
    'In Aden, open Settings > Integrations > QuickBooks Online and choose Connect.',
    'Sign in to Intuit with an administrator of the company file and approve access.',
    'Map Aden revenue and cost categories to QuickBooks accounts; Aden suggests a mapping from account names.',
    'Choose a start date: transactions before it stay where they are.',
    'Run the test sync, review the ten sample postings, then switch the integration on.',
  ],
  modules: ['accounting', 'eCommerce', 'professionalServices'],
  updated: '2026-10-28',
} satisfies IntegrationSource;
