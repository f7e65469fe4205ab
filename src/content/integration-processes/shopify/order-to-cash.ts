import { claimSources } from '@/content/facts/claims';
import type { IntegrationProcessSource } from '@/content/schema';

export default {
  title: 'Order to cash with Shopify',
  summary:
    'Shopify takes the order and the payment; Aden ships it, posts the revenue and reconciles the payout.',
  paragraphs: [
    'A Shopify order is paid before it ships, so the hard parts of order to cash are fulfillment and reconciliation. Aden imports each order within a minute, reserves stock at the right warehouse and, once shipped, posts the sale with its tax, discount and shipping lines to the ledger.',
    'Shopify pays out in batches net of fees and refunds. Aden breaks every payout into the orders it contains, books the fees as an expense and matches the deposit to the bank line, so the Shopify clearing account is zero at the end of every day.',
  ],
  flow: [
    {
      title: 'Order placed in Shopify',
      system: 'partner',
      body: 'The order, customer and payment arrive in Aden by webhook, with the location that should fulfill it.',
    },
    {
      title: 'Shipped from Aden',
      system: 'aden',
      body: 'Pick, pack and ship happen in Aden; tracking numbers go back to Shopify and the customer is notified.',
    },
    {
      title: 'Revenue posted',
      system: 'aden',
      body: 'The sale posts to revenue, tax and shipping accounts on the ship date, not the order date.',
    },
    {
      title: 'Payout reconciled',
      system: 'aden',
      body: 'Each payout is split into orders, refunds and fees and matched to the bank deposit automatically.',
    },
  ],
  outcome: {
    value: '15 minutes',
    label: 'a day to reconcile Shopify, down from two hours',
    source: claimSources.shopifyIntegrationUsage,
  },
  updated: '2026-11-10',
} satisfies IntegrationProcessSource;
