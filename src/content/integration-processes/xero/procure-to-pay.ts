import type { IntegrationProcessSource } from '@/content/schema';

export default {
  title: 'Procure to pay with Xero',
  summary: 'Purchase orders and three-way matching in Aden; approved bills and payment status in Xero.',
  paragraphs: [
    'Xero is good at paying bills but has no purchase order matching. Aden fills the gap: a supplier bill is read from the PDF, matched to its purchase order and goods receipt, and only sent to Xero once the quantities and prices agree, with the PDF attached so your accountant never has to ask for it.',
    'When Xero marks the bill paid, Aden updates the purchase order and tells the buyer, so nobody chases a supplier about an invoice that has already been settled.',
  ],
  flow: [
    {
      title: 'Order and receive in Aden',
      system: 'aden',
      body: 'The purchase order and the goods receipt record what was agreed and what arrived.',
    },
    {
      title: 'Match the bill',
      system: 'aden',
      body: 'The supplier’s invoice is read and matched line by line; differences go to the buyer.',
    },
    {
      title: 'Send to Xero',
      system: 'partner',
      body: 'The approved bill is created in Xero with its account codes, tracking categories and the PDF.',
    },
    {
      title: 'Payment status back',
      system: 'partner',
      body: 'Payments made in Xero close the purchase order in Aden within 30 minutes.',
    },
  ],
  outcome: {
    value: '81%',
    label: 'of supplier bills reach Xero without anyone editing them',
    source: { from: 'usage-2026', statistic: 'share', n: 190, of: 'workspaces using the Xero integration' },
  },
  updated: '2026-10-12',
} satisfies IntegrationProcessSource;
