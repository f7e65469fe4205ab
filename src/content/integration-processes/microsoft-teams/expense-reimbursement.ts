import type { IntegrationProcessSource } from '@/content/schema';

export default {
  title: 'Expense approvals in Microsoft Teams',
  summary:
    'Managers approve expense claims from an adaptive card in Teams with the receipt and policy check in view.',
  paragraphs: [
    'Managers approve expenses faster when they do not have to sign in to another system. Aden sends each claim as an adaptive card in Teams showing the receipt image, the amount, the category and the result of the policy check. Claims outside policy show the rule they break, so the decision is informed.',
    'Employees get a Teams message when their claim is approved and again with the date it will be paid, which cuts the questions finance receives about where a reimbursement is.',
  ],
  flow: [
    {
      title: 'Claim submitted',
      system: 'aden',
      body: 'The employee photographs the receipt; Aden reads it and checks the policy.',
    },
    {
      title: 'Card in Teams',
      system: 'partner',
      body: 'The manager receives an adaptive card with the receipt and policy result.',
    },
    {
      title: 'Approved or queried',
      system: 'partner',
      body: 'Approve, Reject or Ask a question update the claim in Aden immediately.',
    },
    {
      title: 'Employee told',
      system: 'aden',
      body: 'The employee is notified of the decision and of the payment date.',
    },
  ],
  outcome: {
    value: '1.2 days',
    label: 'median approval time for expense claims',
    source: {
      from: 'usage-2026',
      statistic: 'median',
      n: 141,
      of: 'workspaces using the Microsoft Teams integration',
    },
  },
  updated: '2026-09-08',
} satisfies IntegrationProcessSource;
