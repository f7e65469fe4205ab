import type { ProcessSource } from '@/content/schema';

export default {
  title: 'Procure to pay',
  summary:
    'Requisitions, purchase orders, goods receipts, three-way match and supplier payments with approvals that keep moving.',
  intro:
    'Purchasing goes wrong in quiet ways: a bill paid twice, a price that crept up on the third delivery, an approval nobody gave because the e-mail went to someone on leave. Aden makes every purchase start with a request and end with a matched, approved payment, and keeps the trail an auditor will ask for.',
  steps: [
    {
      title: 'Request',
      body: 'Anyone can ask for goods or services from a catalog or a free-text request; the request carries its project, cost code and budget remaining.',
      module: 'project-management',
    },
    {
      title: 'Approve',
      body: 'Approval rules follow amount, category and budget, with delegates for people who are away, so a request never waits on one inbox.',
      module: 'accounting',
    },
    {
      title: 'Order',
      body: 'Approved requests become purchase orders to the preferred supplier at the agreed price, sent by e-mail or supplier portal.',
      module: 'inventory-management',
    },
    {
      title: 'Receive',
      body: 'Goods are received against the order on a phone or scanner; short and damaged deliveries are recorded as they are found.',
      module: 'inventory-management',
    },
    {
      title: 'Match the bill',
      body: 'Supplier bills are read by Intelligent Data Onboarding and matched line by line to the order and the receipt; only differences need a person.',
      module: 'ai-form',
    },
    {
      title: 'Pay',
      body: 'Matched bills are scheduled for payment on their due date or earlier when a discount is worth taking, and paid in a single approved batch.',
      module: 'accounting',
    },
  ],
  modules: ['project-management', 'accounting', 'inventory-management', 'ai-form'],
  measures: [
    'Share of spend under purchase order',
    'Bills matched without intervention',
    'Early-payment discounts captured',
    'Average approval time',
  ],
  figures: [
    {
      value: '78%',
      label: 'of supplier bills matched and approved without a person',
      source: {
        from: 'usage-2026',
        statistic: 'share',
        n: 870,
        of: 'workspaces receiving supplier bills in Aden',
      },
    },
    {
      value: '2.1 days',
      label: 'average approval time, down from 6.4',
      source: { from: 'benchmark-2026', segment: 'all', n: 198, statistic: 'mean' },
    },
  ],
  updated: '2026-10-26',
} satisfies ProcessSource;
