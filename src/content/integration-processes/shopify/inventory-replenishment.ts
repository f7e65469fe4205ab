import { claimSources } from '@/content/facts/claims';
import type { IntegrationProcessSource } from '@/content/schema';

export default {
  title: 'Inventory replenishment for Shopify stores',
  summary:
    'Forecasts built from Shopify sales and promotions keep best-sellers in stock without filling the warehouse.',
  paragraphs: [
    'Online demand is spiky: a product featured in a newsletter can sell a month of stock in a day. Aden forecasts from Shopify order history at variant level and lets you mark planned promotions, so the reorder proposal for a campaign week is higher before the campaign, not after the stock-out.',
    'Incoming purchase orders feed back into Shopify as well. You can choose to let customers buy variants that are on order, with the expected date shown, which keeps revenue coming in while the container is at sea.',
  ],
  flow: [
    {
      title: 'Sales history read',
      system: 'partner',
      body: 'Two years of Shopify orders per variant and location seed the forecast on the first day.',
    },
    {
      title: 'Promotions planned',
      system: 'aden',
      body: 'You mark campaigns and expected uplift; the forecast and reorder points adjust for those weeks.',
    },
    {
      title: 'Orders proposed',
      system: 'aden',
      body: 'Each morning Aden proposes purchase orders per supplier, respecting lead times and minimum quantities.',
    },
    {
      title: 'Incoming stock published',
      system: 'partner',
      body: 'Confirmed purchase orders can be offered on Shopify as pre-orders with their expected date.',
    },
  ],
  outcome: {
    value: '−37%',
    label: 'stock-outs on top-100 variants in the first quarter',
    source: claimSources.shopifyIntegrationUsage,
  },
  updated: '2026-11-10',
} satisfies IntegrationProcessSource;
