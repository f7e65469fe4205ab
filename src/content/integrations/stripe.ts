import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'Stripe',
  category: 'Payments',
  summary: 'Let customers pay Aden invoices by card or bank debit, and reconcile every payout.',
  description:
    'The Stripe connection adds a Pay now link to every Aden invoice and records each charge against the right invoice as it happens. When Stripe pays out, Aden splits the deposit into the charges, refunds and fees it contains, so the bank line matches to the penny without a spreadsheet.',
  logo: { letters: 'ST', background: '#4B45A8' },
  iconSlug: 'stripe',
  syncs: [
    { data: 'Payment links on invoices', direction: 'from-aden', when: 'When an invoice is sent' },
    { data: 'Charges, refunds and disputes', direction: 'to-aden', when: 'Within a minute, by webhook' },
    {
      data: 'Payouts with their fee breakdown',
      direction: 'to-aden',
      when: 'When Stripe creates the payout',
    },
  ],
  setup: [
    {
      title: 'Choose Connect',
      body: 'Open Settings > Integrations > Stripe and choose Connect.',
      system: 'aden',
    },
    {
      title: 'Approve the live account',
      body: 'Sign in to Stripe and approve the connection for your live account.',
      system: 'partner',
    },
    {
      title: 'Choose the payout and fee accounts',
      body: 'Choose the bank account in Aden that receives Stripe payouts and the expense account for fees.',
      system: 'aden',
    },
    {
      title: 'Turn on Pay now',
      body: 'Turn on Pay now for invoices; existing open invoices get a link the next time they are sent.',
      system: 'aden',
    },
  ],
  relevance: { accounting: 2, eCommerce: 1 },
  updated: '2026-11-03',
} satisfies IntegrationSource;
