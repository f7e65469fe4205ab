import type { IntegrationSource } from '@/content/schema';
import { turnOnOrderImport } from '@/content/shopSetup';

export default {
  name: 'BigCommerce',
  category: 'E-commerce',
  summary: 'B2B and retail orders from BigCommerce, with customer price lists kept in Aden.',
  description:
    'BigCommerce shops selling to trade customers need price lists and credit terms that match the ones in the back office. Aden sends customer groups and price lists to BigCommerce, imports orders with their purchase-order numbers, and checks credit limits before the order is released to the warehouse.',
  logo: { letters: 'BC', background: '#2B3A67' },
  iconSlug: 'bigcommerce',
  syncs: [
    { data: 'Orders with purchase-order numbers', direction: 'to-aden', when: 'Within a minute, by webhook' },
    { data: 'Customer groups and price lists', direction: 'from-aden', when: 'On change' },
    { data: 'Inventory levels', direction: 'from-aden', when: 'On every stock movement' },
  ],
  setup: [
    {
      title: 'Create an API account',
      body: 'In BigCommerce, create an API account with orders, products and customers scopes.',
      system: 'partner',
    },
    {
      title: 'Paste the store hash and token',
      body: 'In Aden, open Settings > Integrations > BigCommerce and paste the store hash and token.',
      system: 'aden',
    },
    {
      title: 'Match customer groups to price lists',
      body: 'Match customer groups to Aden price lists.',
      system: 'aden',
    },
    turnOnOrderImport,
  ],
  relevance: { eCommerce: 1, 'inventory-management': 2, accounting: 3 },
  updated: '2026-09-12',
} satisfies IntegrationSource;
