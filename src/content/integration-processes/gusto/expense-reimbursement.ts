import type { IntegrationProcessSource } from '@/content/schema';

export default {
  title: 'Expense reimbursement through Gusto payroll',
  summary: 'Approved expense claims are paid back on the next Gusto payslip, with no separate bank transfer.',
  paragraphs: [
    'Paying expenses by separate transfer means another payment run and another reconciliation. With Gusto connected, every claim approved in Aden before the payroll cut-off is added to the employee’s next payslip as a non-taxable reimbursement, and the employee sees in Aden which payday it falls on.',
    'Because the claim, its receipt and its approval stay in Aden, the reimbursement line in Gusto links back to the evidence, which is what your auditor will ask for.',
  ],
  flow: [
    {
      title: 'Claim approved',
      system: 'aden',
      body: 'The receipt has been read, checked against policy and approved by the manager in Aden.',
    },
    {
      title: 'Queued for payroll',
      system: 'aden',
      body: 'Claims approved before the cut-off join the next Gusto pay period as reimbursements.',
    },
    {
      title: 'Paid on the payslip',
      system: 'partner',
      body: 'Gusto pays the reimbursement with salary; the employee is told the date in advance.',
    },
    {
      title: 'Posted and recharged',
      system: 'aden',
      body: 'The expense posts to its account and project, and rechargeable items go onto the client invoice.',
    },
  ],
  outcome: {
    value: '1',
    label: 'payment run per period instead of two',
    source: { from: 'usage-2026', statistic: 'median', n: 176, of: 'workspaces using the Gusto integration' },
  },
  updated: '2026-10-20',
} satisfies IntegrationProcessSource;
