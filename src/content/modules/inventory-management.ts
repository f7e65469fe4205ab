import { claimSources, sharedFigures } from '@/content/facts/claims';
import type { ModulePageSource } from '@/content/schema';

export default {
  name: 'Inventory Management',
  headline: 'Know what you have, where it is, and what to order next.',
  intro:
    'Aden Inventory tracks stock across warehouses, vans and consignment locations in real time, forecasts demand per item and location, and proposes the purchase orders and transfers that keep you in stock with less cash tied up on the shelves.',
  problem: {
    heading: 'Stock counts you cannot trust make every other decision a guess',
    paragraphs: [
      'When the system says twelve and the shelf says four, buyers over-order to be safe, sales promises dates it cannot keep and finance writes off the difference at year end. Reorder points set years ago no longer match demand, and nobody has time to revisit thousands of them by hand.',
    ],
    painPoints: [
      'Stock-outs on best-sellers while slow movers pile up',
      'Counts that disagree with the system',
      'Reorder points nobody has reviewed in years',
      'No view of stock across locations and channels',
    ],
  },
  capabilities: [
    {
      title: 'Real-time stock by location and bin',
      body: 'Every receipt, pick, transfer and adjustment updates on-hand, reserved and available quantities immediately, down to the bin. Sales channels see available-to-promise, not on-hand, so the same unit is never sold twice.',
      illustration: 'warehouse',
    },
    {
      title: 'Scanning on any phone',
      body: 'Receiving, picking, counting and transfers run on the Aden mobile app with the phone camera or a rugged scanner. Cycle counts are scheduled by value and velocity, so high-value items are counted often and the annual stock-take disappears.',
      illustration: 'barcode',
    },
    {
      title: 'Demand forecasting',
      body: 'Aden forecasts each item per location from sales history, seasonality, open orders and planned promotions, and shows a confidence band so buyers know which forecasts to trust. Safety stock and reorder points follow from the service level you choose.',
      illustration: 'forecast',
      points: ['Weekly re-forecast', 'Promotion and event uplift', 'Service level targets per item class'],
    },
    {
      title: 'Purchasing proposals',
      body: 'Each morning Aden proposes purchase orders per supplier and transfers between warehouses, respecting lead times, pack sizes and minimum order values. A buyer reviews one list and sends everything in one step.',
      illustration: 'purchase-order',
    },
    {
      title: 'Lots, serials and expiry',
      body: 'Track lots and serial numbers from receipt to shipment, pick first-expired-first-out, and trace any lot to the customers who received it in seconds, which is what a recall or an audit will ask of you.',
      illustration: 'lot-tracking',
    },
  ],
  connections: [
    {
      module: 'eCommerce',
      text: 'Available quantities are published to every sales channel on each stock movement, and channel orders reserve stock the moment they arrive.',
    },
    {
      module: 'accounting',
      text: 'Stock movements post their value to the ledger, so inventory on the balance sheet matches the warehouse without a separate valuation.',
    },
    {
      module: 'project-management',
      text: 'Materials can be reserved and issued to projects and jobs, carrying their cost to the project budget.',
    },
  ],
  figures: [
    sharedFigures.inventoryValueHeld,
    {
      value: '98.4%',
      label: 'fill rate maintained',
      source: claimSources.fillRateHeld,
    },
    {
      value: '99.2%',
      label: 'count accuracy with cycle counting',
      source: { from: 'usage-2026', statistic: 'median', n: 263, of: 'workspaces counting stock by cycle' },
    },
  ],
  faq: [
    {
      question: 'Do we need special scanners?',
      answer:
        'No. The Aden mobile app scans barcodes with the camera of any recent iPhone or Android phone. For high-volume warehouses it also runs on rugged Android scanners from Zebra and Honeywell using their built-in scan engines.',
    },
    {
      question: 'How much history does forecasting need?',
      answer:
        'Twelve months of sales per item gives a useful forecast with seasonality; with less, Aden falls back to recent averages and similar items and widens the confidence band. Forecasts improve as history accumulates.',
    },
    {
      question: 'Can we run several warehouses and a van stock?',
      answer:
        'Yes. Any place stock sits can be a location, including vans, job sites and consignment stock at a customer. Transfers between locations are tracked in transit so stock is never in two places at once.',
    },
    {
      question: 'Which costing methods are supported?',
      answer:
        'Weighted average, FIFO and standard cost, chosen per item class. Landed costs such as freight and duty can be spread over the receipt by value, weight or quantity.',
    },
    {
      question: 'Does it support kits and simple manufacturing?',
      answer:
        'Kits and bills of materials with one level of assembly are built in, with work orders that consume components and produce finished goods. Multi-level production planning is on our manufacturing page.',
    },
  ],
  cta: {
    heading: 'Bring your item list, leave with a forecast',
    body: 'Start free and upload your item list and a year of sales. Within an hour you will see a forecast and a proposed reorder point for every item.',
    primary: { label: 'Start for free', action: 'start-free' },
    secondary: { label: 'Book a demo', action: 'book-demo' },
  },
  updated: '2026-10-30',
} satisfies ModulePageSource;
