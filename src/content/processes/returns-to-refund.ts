import type { ProcessSource } from '@/content/schema';

export default {
  title: 'Returns to refund',
  summary: 'Return requests, labels, inspection, restocking and refunds that match what came back.',
  intro:
    'Returns are where online sellers leak money: refunds issued for parcels that never arrived, resaleable goods left in a corner, credit notes that do not match the original invoice. Aden treats a return as an order in reverse, with each step recorded and the refund tied to the inspection.',
  steps: [
    {
      title: 'Request',
      body: 'The customer asks for a return from the order page or support; eligibility is checked against the return window and item rules.',
      module: 'eCommerce',
    },
    {
      title: 'Issue the label',
      body: 'A return label is created for the nearest warehouse, and the expected goods appear on that warehouse’s inbound list.',
      module: 'eCommerce',
    },
    {
      title: 'Receive and inspect',
      body: 'Returned goods are scanned and graded as resaleable, refurbish or write-off; photos are attached for disputes.',
      module: 'inventory-management',
    },
    {
      title: 'Restock',
      body: 'Resaleable goods go back to available stock at once and channel quantities are updated.',
      module: 'inventory-management',
    },
    {
      title: 'Refund',
      body: 'The refund is issued to the original payment method for what passed inspection, with a credit note against the original invoice.',
      module: 'accounting',
    },
  ],
  modules: ['eCommerce', 'inventory-management', 'accounting'],
  measures: [
    'Days from return to refund',
    'Share of returns restocked',
    'Refunds without a received return',
    'Return rate by product',
  ],
  figures: [
    {
      value: '3 days',
      label: 'from parcel received to refund issued',
      source: { from: 'usage-2026', statistic: 'median', n: 122, of: 'workspaces handling returns in Aden' },
    },
    {
      value: '0',
      label: 'refunds issued before goods were received, unless you allow it',
      source: { from: 'usage-2026', statistic: 'count', n: 122, of: 'workspaces handling returns in Aden' },
    },
  ],
  updated: '2026-10-03',
} satisfies ProcessSource;
