import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'Shopify',
  category: 'E-commerce',
  summary: 'Orders into Aden, stock levels back to Shopify, so you never sell what you do not have.',
  description:
    'Aden becomes the stock record behind your Shopify store. Orders arrive in Aden within a minute with their taxes, discounts and shipping, stock is reserved at the right warehouse, and the available quantity goes back to Shopify, including stock held for wholesale orders that never touch the store.',
  logo: { letters: 'SH', background: '#3C7A3B' },
  iconSlug: 'shopify',
  syncs: [
    { data: 'Orders, customers and payments', direction: 'to-aden', when: 'Within a minute, by webhook' },
    { data: 'Available stock per location', direction: 'from-aden', when: 'On every stock movement' },
    { data: 'Products and variants', direction: 'both', when: 'On change, matched by SKU' },
    { data: 'Fulfilments and tracking numbers', direction: 'from-aden', when: 'When a parcel ships' },
  ],
  setup: [
    {
      title: 'Enter the store address',
      body: 'Open Settings > Integrations > Shopify and enter your store address.',
      system: 'aden',
    },
    {
      title: 'Install the Aden app',
      body: 'Install the Aden app in Shopify admin and approve its permissions.',
      system: 'partner',
    },
    {
      title: 'Match locations to warehouses',
      body: 'Match Shopify locations to Aden warehouses.',
      system: 'aden',
    },
    {
      title: 'Choose who owns product data',
      body: 'Choose which system owns product data; the other one follows.',
      system: 'aden',
    },
    {
      title: 'Import orders, then sync stock',
      body: 'Import open orders, then turn on stock updates.',
      system: 'aden',
    },
  ],
  relevance: { eCommerce: 1, 'inventory-management': 2, accounting: 3, manufacturing: 3 },
  updated: '2026-11-10',
} satisfies IntegrationSource;
