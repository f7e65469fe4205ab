import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'ShipStation',
  category: 'Shipping',
  summary: 'Print labels in ShipStation for Aden orders, and handle returns with the stock coming back.',
  description:
    'Aden sends picked orders to ShipStation with weights and dimensions from the item master, so rates are right first time. Labels and tracking numbers come back to the order and to the sales channel, and return labels created in ShipStation open a return in Aden that expects the goods at the right warehouse.',
  logo: { letters: 'SS', background: '#3E7C17' },
  syncs: [
    {
      data: 'Orders ready to ship with package details',
      direction: 'from-aden',
      when: 'When picking is complete',
    },
    { data: 'Labels, carriers and tracking numbers', direction: 'to-aden', when: 'When a label is printed' },
    { data: 'Return labels', direction: 'to-aden', when: 'When a return label is created' },
  ],
  setup: [
    {
      title: 'Copy the API key and secret',
      body: 'In ShipStation, copy your API key and secret from Settings > Account > API Settings.',
      system: 'partner',
    },
    {
      title: 'Paste the key and secret',
      body: 'In Aden, open Settings > Integrations > ShipStation and paste them.',
      system: 'aden',
    },
    {
      title: 'Match warehouses',
      body: 'Match ShipStation warehouses (ship-from locations) to Aden warehouses.',
      system: 'aden',
    },
    {
      title: 'Choose the status that releases orders',
      body: 'Choose the order status in Aden that releases an order to ShipStation.',
      system: 'aden',
    },
  ],
  relevance: { eCommerce: 2, 'inventory-management': 1, manufacturing: 2 },
  updated: '2026-10-17',
} satisfies IntegrationSource;
