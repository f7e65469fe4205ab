import type { IntegrationProcessSource } from '@/content/schema';

export default {
  title: 'Purchase approvals in Slack',
  summary:
    'Purchase requests and bills waiting for approval arrive in Slack with the quote, budget and a one-click decision.',
  paragraphs: [
    'The slowest step in procure to pay is usually a person who has not opened an e-mail. Aden posts each purchase request to its approver in Slack with the supplier, amount, budget remaining on the project and the attached quote. Approve and Reject act in Aden immediately and the requester is told in the same thread.',
    'Approvals that sit for longer than your reminder interval are escalated to the approver’s delegate, and a weekly digest shows finance which requests are waiting on whom.',
  ],
  flow: [
    {
      title: 'Request submitted',
      system: 'aden',
      body: 'A purchase request in Aden is routed by amount and category to the right approver.',
    },
    {
      title: 'Message in Slack',
      system: 'partner',
      body: 'The approver gets a direct message with the details and the attached quote.',
    },
    {
      title: 'Decision in one click',
      system: 'partner',
      body: 'Approve or Reject updates Aden; the purchase order is sent to the supplier if approved.',
    },
    {
      title: 'Escalation',
      system: 'aden',
      body: 'Unanswered requests are escalated to a delegate after the interval you set.',
    },
  ],
  outcome: {
    value: '3.5 hours',
    label: 'median approval time, down from two days',
    source: { from: 'usage-2026', statistic: 'median', n: 302, of: 'workspaces using the Slack integration' },
  },
  updated: '2026-10-09',
} satisfies IntegrationProcessSource;
