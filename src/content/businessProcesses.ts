/** Business processes that Aden automates (metadata). */
export interface BusinessProcessMeta {
  slug: string;
  title: string;
  summary: string;
}

export const businessProcesses: BusinessProcessMeta[] = [
  {
    slug: 'order-to-cash',
    title: 'Order to cash',
    summary: 'From quote and order to invoice, payment and reconciliation.',
  },
  {
    slug: 'procure-to-pay',
    title: 'Procure to pay',
    summary: 'Requisitions, purchase orders, receipts and supplier payments.',
  },
  {
    slug: 'hire-to-retire',
    title: 'Hire to retire',
    summary: 'Onboarding, scheduling, time, payroll preparation and offboarding.',
  },
  {
    slug: 'record-to-report',
    title: 'Record to report',
    summary: 'Journal entries, reconciliations, close and financial statements.',
  },
];

export const findBusinessProcess = (slug: string | undefined) =>
  businessProcesses.find((process) => process.slug === slug);
