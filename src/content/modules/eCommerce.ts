import type { ModulePageSource } from '@/content/schema';

export default {
  name: 'E-commerce',
  headline: 'Every channel, one stock count, one order process.',
  intro:
    'Aden E-commerce connects your web shops and marketplaces to one order pipeline, one inventory and one ledger. Orders from every channel are allocated, shipped and invoiced the same way, and stock is published back to each channel as it moves.',
  problem: {
    heading: 'Selling on more channels multiplies the manual work behind them',
    paragraphs: [
      'Each new channel brings its own order screen, its own stock number and its own payout to reconcile. Teams copy orders into the warehouse system, adjust stock on each channel by hand and discover oversells when a customer complains.',
    ],
    painPoints: [
      'Overselling when channels are out of sync',
      'Orders copied between systems',
      'Payouts that never quite reconcile',
      'Returns handled in e-mail threads',
    ],
  },
  capabilities: [
    {
      title: 'Channel sync',
      body: 'Connect Shopify, WooCommerce, BigCommerce and B2B portals. Orders arrive within a minute, and available stock is pushed to every channel on each movement, with buffers per channel for items that sell fast.',
      illustration: 'channel-sync',
    },
    {
      title: 'One order pipeline',
      body: 'Orders from all channels follow the same rules for fraud checks, allocation, splitting and backorders. Customer service sees every order for a customer, wherever it was placed.',
      illustration: 'storefront',
    },
    {
      title: 'Fulfillment and shipping',
      body: 'Orders are batched into pick waves, packed with weights checked, and labeled through ShipStation or your carrier accounts. Tracking goes back to the channel and the customer automatically.',
      illustration: 'fulfilment',
    },
    {
      title: 'Returns and refunds',
      body: 'Customers request returns online; labels, inspection, restocking and refunds follow one flow, and refunds are issued for what actually came back.',
      illustration: 'returns',
    },
    {
      title: 'Payout reconciliation',
      body: 'Channel and payment payouts are split into orders, refunds and fees and matched to the bank, so revenue and fees are right in the ledger every day.',
      illustration: 'ledger',
    },
  ],
  connections: [
    {
      module: 'inventory-management',
      text: 'Channel orders reserve stock immediately and replenishment forecasts include channel demand and promotions.',
    },
    {
      module: 'accounting',
      text: 'Sales, fees, refunds and payouts post to the ledger and reconcile against the bank feed.',
    },
    {
      module: 'ai-form',
      text: 'Supplier catalogs and product spreadsheets are read and mapped into products and variants without templates.',
    },
  ],
  figures: [
    {
      value: '0.02%',
      label: 'oversell rate across connected channels',
      source: {
        from: 'usage-2026',
        statistic: 'rate',
        n: 389,
        of: 'workspaces selling through connected channels',
      },
    },
    {
      value: '60 seconds',
      label: 'from checkout to order in the warehouse',
      source: {
        from: 'usage-2026',
        statistic: 'median',
        n: 389,
        of: 'workspaces selling through connected channels',
      },
    },
    {
      value: '15 minutes',
      label: 'daily payout reconciliation',
      source: {
        from: 'usage-2026',
        statistic: 'median',
        n: 389,
        of: 'workspaces selling through connected channels',
      },
    },
  ],
  faq: [
    {
      question: 'Which channels can we connect?',
      answer:
        'Shopify, WooCommerce and BigCommerce have direct connections, and B2B customers can order through the Aden customer portal. Marketplaces can be connected through their order files or through our partners, listed on the integrations page.',
    },
    {
      question: 'Can different channels have different prices?',
      answer:
        'Yes. Price lists can be set per channel and per customer group, and Aden sends the right prices to each channel. Trade customers see their own prices in the portal.',
    },
    {
      question: 'What happens if a channel is offline?',
      answer:
        'Aden queues updates and retries them; when the channel is back, the latest stock figure is sent rather than every change in between, so the channel catches up in one step.',
    },
    {
      question: 'Do you support dropshipping?',
      answer:
        'Yes. Items can be set to ship from a supplier; the order creates a purchase order to the supplier with the customer’s address, and the tracking number the supplier sends back goes to the customer.',
    },
  ],
  cta: {
    heading: 'Connect your shop in an afternoon',
    body: 'Start free, connect your Shopify or WooCommerce store and watch your orders and stock arrive in Aden before the end of the day.',
    primary: { label: 'Start for free', action: 'start-free' },
    secondary: { label: 'Book a demo', action: 'book-demo' },
  },
  updated: '2026-11-10',
} satisfies ModulePageSource;
