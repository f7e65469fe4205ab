import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'PayPal',
  category: 'Payments',
  summary: 'Record PayPal sales, refunds and fees in Aden, with balances that match your PayPal account.',
  description:
    'Shops that take PayPal alongside cards often find the PayPal balance is the last account to reconcile. Aden imports every PayPal transaction with its fee and currency conversion, links it to the order it paid, and treats transfers to your bank as transfers rather than income.',
  logo: { letters: 'PP', background: '#1D4F91' },
  iconSlug: 'paypal',
  syncs: [
    { data: 'Sales, refunds and fees', direction: 'to-aden', when: 'Every 15 minutes' },
    { data: 'Currency conversions', direction: 'to-aden', when: 'With each transaction' },
    { data: 'Transfers to bank', direction: 'to-aden', when: 'Daily' },
  ],
  setup: [
    {
      title: 'Choose Connect',
      body: 'Open Settings > Integrations > PayPal and choose Connect.',
      system: 'aden',
    },
    {
      title: 'Grant transaction read access',
      body: 'Log in to the PayPal business account and grant transaction read access.',
      system: 'partner',
    },
    {
      title: 'Pick the PayPal bank account',
      body: 'Pick the Aden bank account that represents your PayPal balance.',
      system: 'aden',
    },
    {
      title: 'Import the last 90 days',
      body: 'Import the last 90 days to open the account with a matching balance.',
      system: 'aden',
    },
  ],
  relevance: { accounting: 3, eCommerce: 2 },
  updated: '2026-09-18',
} satisfies IntegrationSource;
