import { claimSources } from '@/content/facts/claims';
import type { ProcessSource } from '@/content/schema';

export default {
  title: 'Order to cash',
  summary:
    'From the order to the cash in the bank: orders, stock, shipping, invoicing, collections and reconciliation.',
  intro:
    'Order to cash is where a company earns its money and where most of its errors hide: a price keyed wrong, an order shipped but never invoiced, a payment sitting unapplied for weeks. Aden runs the whole chain on one record, so the invoice is built from what actually shipped and the payment finds its invoice on its own.',
  steps: [
    {
      title: 'Capture the order',
      body: 'Orders arrive from the sales team, a web shop or a customer portal and are checked against price lists, credit limits and stock before anyone touches them.',
      module: 'eCommerce',
    },
    {
      title: 'Allocate and pick',
      body: 'Stock is reserved at the warehouse that can ship soonest, and pick lists are grouped by route so a picker walks each aisle once.',
      module: 'inventory-management',
    },
    {
      title: 'Ship and confirm',
      body: 'Packing records weights and tracking numbers; the customer gets a shipping notice and the order moves to invoicing automatically.',
      module: 'inventory-management',
    },
    {
      title: 'Invoice',
      body: 'The invoice is generated from the shipped quantities, not the ordered ones, with taxes and terms from the customer record, and sent with a payment link.',
      module: 'accounting',
    },
    {
      title: 'Collect',
      body: 'Reminders go out on a schedule you set, escalating from a friendly note to a statement, and stop the moment a payment arrives.',
      module: 'accounting',
    },
    {
      title: 'Apply and reconcile',
      body: 'Bank and card receipts are matched to invoices by amount, reference and customer, including partial and combined payments, and the ledger closes itself.',
      module: 'accounting',
    },
  ],
  modules: ['eCommerce', 'inventory-management', 'accounting'],
  measures: [
    'Days sales outstanding (DSO)',
    'Orders shipped on time and in full',
    'Share of payments applied automatically',
    'Invoices issued within a day of shipping',
  ],
  figures: [
    {
      value: '11 days',
      label: 'median DSO reduction in the first six months',
      source: claimSources.dsoReduction,
    },
    {
      value: '92%',
      label: 'of customer payments applied without a person',
      source: {
        from: 'usage-2026',
        statistic: 'share',
        n: 1_026,
        of: 'workspaces receiving customer payments',
      },
    },
  ],
  updated: '2026-11-02',
} satisfies ProcessSource;
