import type { IndustrySource } from '@/content/schema';

export default {
  name: 'Manufacturing',
  headline: 'Materials, work orders and costs that add up, from supplier to shipment.',
  intro:
    'Small and mid-size manufacturers, assemblers and distributors with light production use Aden to plan materials, run work orders, track lots and cost every unit they ship, without the weight of a traditional ERP project.',
  challenges: [
    {
      title: 'Material shortages stop the line',
      body: 'Components are ordered from reorder points that ignore the production plan, so a single missing part holds up a work order while other materials sit in the warehouse.',
    },
    {
      title: 'Costs are estimates',
      body: 'Standard costs were set years ago; actual material, labor and scrap are never compared with them, and margin by product is a guess.',
    },
    {
      title: 'Traceability on request',
      body: 'When a customer or regulator asks which batches went where, the answer takes days of searching through paper travellers and shipping records.',
    },
  ],
  answers: [
    {
      title: 'Material planning from demand',
      body: 'Forecasts and confirmed orders drive planned work orders, and component requirements drive purchasing proposals with supplier lead times.',
      modules: ['inventory-management'],
    },
    {
      title: 'Work orders on the shop floor',
      body: 'Work orders issue components, record labor and scrap on the shop floor from a tablet, and receive finished goods at actual cost.',
      modules: ['inventory-management', 'workforce'],
    },
    {
      title: 'Lot and serial traceability',
      body: 'Component lots are recorded on every work order and finished-goods lot, so any batch can be traced forwards to customers or backwards to suppliers in seconds.',
      modules: ['inventory-management'],
    },
    {
      title: 'Actual product margins',
      body: 'Actual costs per work order are compared with standard, variances are posted to the ledger, and margin by product, customer and channel is reported monthly.',
      modules: ['accounting'],
    },
  ],
  figures: [
    {
      value: '−19%',
      label: 'inventory value with the same fill rate',
      source: { from: 'benchmark-2026', segment: 'manufacturing', n: 44, statistic: 'median' },
    },
    {
      value: '−41%',
      label: 'work orders delayed by missing components',
      source: { from: 'benchmark-2026', segment: 'manufacturing', n: 39, statistic: 'median' },
    },
    {
      value: '30 seconds',
      label: 'to trace a lot end to end',
      source: { from: 'usage-2026', statistic: 'median', n: 96, of: 'manufacturing workspaces tracing lots' },
    },
  ],
  quote: {
    text: 'We used to find out we were short of a component when the work order was already on the floor. Now the buyer sees it three weeks out, with the purchase order already proposed.',
    name: 'Jens Albrecht',
    role: 'Plant Manager',
    company: 'Cascade Fabrication',
  },
  faq: [
    {
      question: 'Is Aden a full MRP system?',
      answer:
        'Aden covers single and multi-level bills of materials, work orders, material requirements from forecasts and orders, and actual costing. Finite capacity scheduling of machines is not included; customers with complex routing use Aden alongside a scheduling tool.',
    },
    {
      question: 'Can we record production on the shop floor?',
      answer:
        'Yes. Operators start and finish operations, issue materials and record scrap from a tablet or phone, with barcode scanning for work orders and lots.',
    },
    {
      question: 'Which costing methods work for manufacturing?',
      answer:
        'Standard costing with variance analysis, or actual costing by work order. Overheads can be absorbed per labor hour, machine hour or unit.',
    },
    {
      question: 'Do you support quality holds?',
      answer:
        'Lots can be placed on quality hold on receipt or after production; held stock cannot be picked or shipped until it is released, and the release records who approved it.',
    },
  ],
  cta: {
    heading: 'Map your bill of materials into Aden',
    body: 'Send us a bill of materials and a month of production orders and we will show them planned and costed in Aden in a one-hour demo.',
    primary: { label: 'Book a demo', action: 'book-demo' },
    secondary: { label: 'Explore Inventory Management', href: '/inventory-management' },
  },
  updated: '2026-10-27',
} satisfies IndustrySource;
