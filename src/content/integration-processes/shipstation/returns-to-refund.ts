import type { IntegrationProcessSource } from '@/content/schema';

export default {
  title: 'Returns to refund with ShipStation',
  summary: 'Return labels made in ShipStation open an Aden return; the refund waits for the inspection.',
  paragraphs: [
    'Customer service teams often create return labels in ShipStation because that is where the carrier accounts live. Aden listens for those labels and opens a return against the original order, so the warehouse knows what is coming and finance knows not to refund until it arrives.',
    'When the parcel is scanned at the dock, the inspector grades each item. Resaleable stock is back on sale that minute, and the refund is issued only for what passed, with a credit note that points to the original invoice.',
  ],
  flow: [
    {
      title: 'Label created',
      system: 'partner',
      body: 'A return label in ShipStation opens a return in Aden for the matching order.',
    },
    {
      title: 'Parcel tracked',
      system: 'partner',
      body: 'The return’s tracking status shows on the warehouse inbound list.',
    },
    {
      title: 'Inspected on arrival',
      system: 'aden',
      body: 'Items are graded; resaleable stock is restocked and channels updated.',
    },
    {
      title: 'Refund issued',
      system: 'aden',
      body: 'The refund and credit note cover what passed inspection, on the original payment method.',
    },
  ],
  outcome: {
    value: '−64%',
    label: 'refunds issued for returns that never arrived',
    source: {
      from: 'usage-2026',
      statistic: 'median',
      n: 64,
      of: 'workspaces using the ShipStation integration',
    },
  },
  updated: '2026-10-17',
} satisfies IntegrationProcessSource;
