import type { IntegrationProcessSource } from '@/content/schema';

export default {
  title: 'Cash management with Stripe payouts',
  summary:
    'Every Stripe payout split into its charges, refunds and fees, and expected payouts added to the cash forecast.',
  paragraphs: [
    'A Stripe payout is one bank line that can hide hundreds of transactions. Aden receives each payout with its balance transactions, records the fees and refunds in the ledger and matches the net amount to the bank deposit, so the Stripe balance in Aden is always the balance in Stripe.',
    'Charges not yet paid out are not lost from view: Aden adds them to the cash forecast on the date Stripe will pay them, according to your payout schedule, which makes the next two weeks of cash far more precise for card-heavy businesses.',
  ],
  flow: [
    {
      title: 'Charge captured',
      system: 'partner',
      body: 'A card or bank-debit payment is recorded against its invoice within a minute.',
    },
    {
      title: 'Payout created',
      system: 'partner',
      body: 'Stripe’s payout arrives with every transaction it settles, including disputes and fees.',
    },
    {
      title: 'Deposit matched',
      system: 'aden',
      body: 'The net payout is matched to the bank line from the bank feed.',
    },
    {
      title: 'Forecast updated',
      system: 'aden',
      body: 'Pending balances are projected to their payout dates in the 13-week cash forecast.',
    },
  ],
  outcome: {
    value: '100%',
    label: 'of Stripe payouts reconciled without a spreadsheet',
    source: { from: 'usage-2026', statistic: 'share', n: 355, of: 'workspaces using the Stripe integration' },
  },
  updated: '2026-11-03',
} satisfies IntegrationProcessSource;
