import { claimSources } from '@/content/facts/claims';
import type { IntegrationProcessSource } from '@/content/schema';

export default {
  title: 'Order to cash with QuickBooks Online',
  summary:
    'Aden runs orders, shipping and collections; QuickBooks receives finished invoices and the payments that settle them.',
  paragraphs: [
    'Teams that outgrow QuickBooks for operations rarely want to move their books at the same time. With this pairing, Aden takes over everything from the order to the reminder letter, and QuickBooks receives the result: one invoice per shipment, coded to the income account, class and tax code your accountant already uses.',
    'Because payments flow both ways, it does not matter where a customer pays. A card payment taken through an Aden payment link is posted to QuickBooks as a received payment; a check your bookkeeper enters in QuickBooks closes the invoice in Aden and stops the next reminder.',
  ],
  flow: [
    {
      title: 'Order shipped in Aden',
      system: 'aden',
      body: 'The invoice is built from shipped quantities, with the customer’s terms and the tax code mapped to QuickBooks.',
    },
    {
      title: 'Invoice posted to QuickBooks',
      system: 'partner',
      body: 'The invoice appears in QuickBooks with the same number, customer and lines, linked back to the Aden order.',
    },
    {
      title: 'Payment recorded on either side',
      system: 'partner',
      body: 'A payment recorded in one system is applied to the same invoice in the other within 15 minutes.',
    },
    {
      title: 'Reminders stop on payment',
      system: 'aden',
      body: 'Aden’s collection schedule checks the balance before each reminder, so nobody is chased for a paid invoice.',
    },
  ],
  outcome: {
    value: '6 hours',
    label: 'a week of invoice and payment entry no longer done twice, at 100 invoices a week',
    source: claimSources.quickbooksIntegrationUsage,
  },
  updated: '2026-10-28',
} satisfies IntegrationProcessSource;
