import type { IntegrationSource } from '@/content/schema';
import { turnOnOrderImport } from '@/content/shopSetup';

export default {
  name: 'WooCommerce',
  category: 'E-commerce',
  summary: 'Connect a WordPress shop to Aden stock, fulfillment and accounting.',
  description:
    'WooCommerce stores keep their storefront while Aden handles what happens after checkout. Orders flow in through the WooCommerce REST API, Aden allocates and ships them, and stock counts are written back per product and variation so the shop page shows what is really on the shelf.',
  logo: { letters: 'WC', background: '#6B3F8F' },
  iconSlug: 'woocommerce',
  syncs: [
    { data: 'Orders and refunds', direction: 'to-aden', when: 'Every five minutes' },
    { data: 'Stock quantities', direction: 'from-aden', when: 'On every stock movement' },
    { data: 'Order status and tracking', direction: 'from-aden', when: 'When an order ships' },
  ],
  setup: [
    {
      title: 'Create a REST API key',
      body: 'In WordPress, create a REST API key with read and write access under WooCommerce > Settings > Advanced.',
      system: 'partner',
    },
    {
      title: 'Paste the address, key and secret',
      body: 'In Aden, open Settings > Integrations > WooCommerce and paste the site address, key and secret.',
      system: 'aden',
    },
    {
      title: 'Match products by SKU',
      body: 'Match WooCommerce products to Aden items by SKU; Aden lists any that do not match.',
      system: 'aden',
    },
    turnOnOrderImport,
  ],
  relevance: { eCommerce: 1, 'inventory-management': 2 },
  updated: '2026-08-30',
} satisfies IntegrationSource;
