import type { ProcessSource } from '@/content/schema';

export default {
  title: 'Expense reimbursement',
  summary: 'Receipts photographed, checked against policy, approved and paid back with the next payroll.',
  intro:
    'Expense claims cost more to process than many of them are worth: receipts in envelopes, spreadsheets with formulas broken, approvers who sign without looking. In Aden a claim is a photo, the policy check is automatic and approvers only see what needs judgment.',
  steps: [
    {
      title: 'Capture the receipt',
      body: 'Employees photograph a receipt; the amount, date, merchant and tax are read from the image and the claim is filled in for them.',
      module: 'ai-form',
    },
    {
      title: 'Check the policy',
      body: 'Limits per category, per diem rates and missing-receipt rules are applied, and anything outside policy is marked with the reason.',
      module: 'workforce',
    },
    {
      title: 'Approve',
      body: 'Managers approve in Aden, Slack or Teams; claims within policy under a threshold you set can be approved automatically.',
      module: 'workforce',
    },
    {
      title: 'Reimburse',
      body: 'Approved claims are added to the next payroll or paid by bank transfer, and the employee sees when the money will arrive.',
      module: 'accounting',
    },
    {
      title: 'Post and recharge',
      body: 'Expenses post to the right accounts and projects, and rechargeable costs are added to the client invoice.',
      module: 'professionalServices',
    },
  ],
  modules: ['ai-form', 'workforce', 'accounting', 'professionalServices'],
  measures: [
    'Days from submission to reimbursement',
    'Claims outside policy',
    'Cost per claim processed',
    'Rechargeable expenses billed',
  ],
  figures: [
    {
      value: '5 days',
      label: 'average time to reimbursement, down from 19',
      source: { from: 'benchmark-2026', segment: 'professional-services', n: 52, statistic: 'mean' },
    },
    {
      value: '97%',
      label: 'of rechargeable expenses now billed to clients',
      source: {
        from: 'usage-2026',
        statistic: 'share',
        n: 204,
        of: 'workspaces that recharge expenses to clients',
      },
    },
  ],
  updated: '2026-09-29',
} satisfies ProcessSource;
