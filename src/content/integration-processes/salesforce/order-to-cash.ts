import type { IntegrationProcessSource } from '@/content/schema';

export default {
  title: 'Order to cash from Salesforce',
  summary:
    'A closed-won opportunity becomes an Aden order with the agreed prices, and account managers see payment status in Salesforce.',
  paragraphs: [
    'The handover from sales to operations is where quoted prices get lost and delivery dates get invented. When an opportunity closes, Aden creates the sales order from its quote lines, keeping the negotiated prices and payment terms, and checks stock and credit before confirming the delivery date to the customer.',
    'Account managers do not need an Aden seat to follow up. Invoices, open balance and days overdue are written to the Salesforce account every hour, so a renewal call never starts with a surprise about an unpaid invoice.',
  ],
  flow: [
    {
      title: 'Opportunity closed',
      system: 'partner',
      body: 'Quote lines, prices, terms and the ship-to address become a sales order in Aden.',
    },
    {
      title: 'Order confirmed',
      system: 'aden',
      body: 'Stock and credit are checked; the confirmed date is written back to the opportunity.',
    },
    {
      title: 'Invoiced from Aden',
      system: 'aden',
      body: 'Shipments are invoiced with the Salesforce opportunity reference on every invoice.',
    },
    {
      title: 'Status in Salesforce',
      system: 'partner',
      body: 'Open balance and overdue days appear on the account record for the sales team.',
    },
  ],
  outcome: {
    value: '1 hour',
    label: 'from closed-won to confirmed order, down from two days',
    source: {
      from: 'usage-2026',
      statistic: 'median',
      n: 87,
      of: 'workspaces using the Salesforce integration',
    },
  },
  updated: '2026-10-05',
} satisfies IntegrationProcessSource;
