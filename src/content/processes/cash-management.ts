import type { ProcessSource } from '@/content/schema';

export default {
  title: 'Cash management',
  summary:
    'Daily cash position, bank and payout reconciliation, and a 13-week forecast built from real commitments.',
  intro:
    'Profit is an opinion; cash is a fact. Aden brings every bank account, card and payment processor into one daily position, reconciles it, and projects it forward from the invoices, bills, payroll and orders already in the system, so you see a shortfall weeks before it arrives.',
  steps: [
    {
      title: 'Collect balances',
      body: 'Bank feeds and payment processors deliver transactions and balances every morning.',
      module: 'accounting',
    },
    {
      title: 'Reconcile',
      body: 'Deposits are split into their sales, refunds and fees, and matched to invoices and payouts; only exceptions remain.',
      module: 'accounting',
    },
    {
      title: 'Project',
      body: 'A 13-week forecast is built from open invoices by expected payment date, scheduled bills, payroll and recurring costs.',
      module: 'accounting',
    },
    {
      title: 'Plan project cash',
      body: 'Project billing plans and committed purchase orders add what is coming in and going out on each job.',
      module: 'project-management',
    },
    {
      title: 'Act',
      body: 'Payment runs are sized to the forecast, and customers who pay late are chased first by value at risk.',
      module: 'accounting',
    },
  ],
  modules: ['accounting', 'project-management'],
  measures: [
    'Forecast accuracy at four weeks',
    'Unreconciled cash',
    'Days cash on hand',
    'Overdue receivables',
  ],
  figures: [
    {
      value: '±4%',
      label: 'four-week forecast accuracy after three months of data',
      source: {
        from: 'usage-2026',
        statistic: 'median',
        n: 530,
        of: 'workspaces forecasting cash from three months of data or more',
      },
    },
    {
      value: '20 minutes',
      label: 'for the daily cash review, down from half a day',
      source: { from: 'benchmark-2026', segment: 'all', n: 167, statistic: 'median' },
    },
  ],
  updated: '2026-11-09',
} satisfies ProcessSource;
