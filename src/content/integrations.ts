/** Integrations and the processes each one takes part in (metadata). */
export interface IntegrationMeta {
  slug: string;
  name: string;
  summary: string;
  /** slugs of business processes this integration supports */
  processes: string[];
}

export const integrations: IntegrationMeta[] = [
  {
    slug: 'quickbooks',
    name: 'QuickBooks',
    summary: 'Sync invoices, bills and the chart of accounts.',
    processes: ['order-to-cash', 'record-to-report'],
  },
  {
    slug: 'shopify',
    name: 'Shopify',
    summary: 'Orders, products and stock levels in both directions.',
    processes: ['order-to-cash'],
  },
  {
    slug: 'salesforce',
    name: 'Salesforce',
    summary: 'Accounts, opportunities and quotes flow into orders.',
    processes: ['order-to-cash'],
  },
  {
    slug: 'gusto',
    name: 'Gusto',
    summary: 'Hours and employees feed payroll without re-keying.',
    processes: ['hire-to-retire'],
  },
];

export const findIntegration = (slug: string | undefined) => integrations.find((item) => item.slug === slug);
