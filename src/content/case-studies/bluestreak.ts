import type { CaseStudySource } from '@/content/schema';

export default {
  title: 'Bluestreak automates order to cash',
  summary:
    'A plumbing and electrical supplies distributor moved from spreadsheets to automated orders, stock and invoicing, and brought DSO down by 14 days.',
  published: '2026-04-09',
  company: {
    name: 'Bluestreak Supply',
    industry: 'Wholesale distribution',
    location: 'Tacoma, Washington',
    employeeCount: 62,
    employees: '62 employees, 3 warehouses',
    plan: 'Business',
    about:
      'Bluestreak Supply distributes plumbing, electrical and HVAC supplies to 1,900 trade customers in the Pacific Northwest, and assembles its own line of pre-fitted valve kits, from three warehouses and a trade web shop.',
    logo: { letters: 'BS', background: '#1D4ED8' },
  },
  kickoff: '2025-08-04',
  firstModule: { module: 'inventory-management', weeks: 3 },
  rolloutWeeks: 6,
  measured: 'Bluestreak’s ledgers and order history, compared with the same months a year earlier.',
  resultsPeriod: { from: '2025-10', to: '2026-03' },
  challenge: {
    paragraphs: [
      'Orders came in by phone, e-mail and a Shopify trade shop, and were re-typed into an accounting package that had no real inventory. Stock levels lived in a spreadsheet updated at the end of each day, so the web shop regularly sold items that were already gone.',
      'Invoices were raised from packing slips in batches twice a week and payments were matched by hand. Days sales outstanding had drifted to 58 days, and the owner spent Friday afternoons chasing the largest overdue accounts himself.',
    ],
    points: [
      'Orders re-typed from three channels',
      'Stock in a spreadsheet, updated daily',
      'Invoices raised twice a week from packing slips',
      'DSO at 58 days',
    ],
  },
  solution: {
    paragraphs: [
      'Bluestreak went live with Aden Inventory, E-commerce and Accounting in six weeks. Shopify orders and phone orders now follow the same pipeline, stock is reserved at the warehouse closest to the customer, and the web shop shows real availability per branch.',
      'Invoices are produced as soon as an order ships, with a payment link. Reminders go out automatically at 7, 21 and 35 days, and bank feeds apply payments to invoices every morning. Kit assembly runs on simple work orders in the same inventory.',
    ],
    modules: ['inventory-management', 'eCommerce', 'accounting'],
    integrations: ['shopify', 'stripe', 'plaid', 'shipstation'],
    rollout: [
      {
        period: 'Weeks 1–2',
        milestone: '11,800 items and 1,900 customers loaded from spreadsheets and exports',
      },
      { period: 'Weeks 3–4', milestone: 'Warehouses on scanners; opening stock counted into Aden' },
      { period: 'Weeks 5–6', milestone: 'Shopify connected, invoicing and collections live' },
    ],
  },
  results: [
    { value: '−14 days', label: 'DSO, from 58 to 44 days in six months' },
    { value: '0.03%', label: 'oversell rate on the web shop, from around 2%' },
    { value: '94%', label: 'of payments applied without a person' },
    { value: '−19%', label: 'inventory value with the same fill rate' },
  ],
  quote: {
    text: 'I used to spend Friday afternoons on the phone chasing money. Now the reminders go out on their own, payments are matched before I get in, and I spend that time with customers who want to buy more.',
    name: 'Marcus Bell',
    role: 'Owner and Managing Director',
  },
} satisfies CaseStudySource;
