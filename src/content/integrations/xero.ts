import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'Xero',
  category: 'Accounting',
  summary: 'Send approved bills and invoices to Xero and bring its contacts and accounts into Aden.',
  description:
    'For companies whose accountant works in Xero, Aden hands over clean, coded transactions instead of a shoebox of PDFs. Purchase orders, receipts and supplier bills are matched in Aden first, so what lands in Xero is already approved, and Xero payment status flows back so buyers can see which suppliers have been paid.',
  logo: { letters: 'X', background: '#1F6F8B' },
  iconSlug: 'xero',
  syncs: [
    {
      data: 'Accounts, tracking categories and tax rates',
      direction: 'to-aden',
      when: 'On connection, then hourly',
    },
    {
      data: 'Approved supplier bills with attachments',
      direction: 'from-aden',
      when: 'When a bill passes its match',
    },
    { data: 'Sales invoices', direction: 'from-aden', when: 'When an invoice is issued' },
    { data: 'Payment status', direction: 'to-aden', when: 'Every 30 minutes' },
  ],
  setup: [
    {
      title: 'Choose Connect to Xero',
      body: 'Open Settings > Integrations > Xero and choose Connect to Xero.',
      system: 'aden',
    },
    {
      title: 'Pick the organization and allow access',
      body: 'Pick the Xero organization and allow Aden to read settings and write transactions.',
      system: 'partner',
    },
    {
      title: 'Map cost codes to accounts',
      body: 'Match Aden cost codes to Xero accounts and tracking categories.',
      system: 'aden',
    },
    {
      title: 'Choose how bills are sent',
      body: 'Choose whether bills are sent as drafts for your accountant or as awaiting payment.',
      system: 'aden',
    },
  ],
  relevance: { accounting: 1, 'inventory-management': 2 },
  updated: '2026-10-12',
} satisfies IntegrationSource;
