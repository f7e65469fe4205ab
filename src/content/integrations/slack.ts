import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'Slack',
  category: 'Communication',
  summary: 'Approve purchase requests, bills and timesheets from Slack, with the details in the message.',
  description:
    'Approvals stall in inboxes. Aden posts each approval to the approver in Slack with the amount, budget remaining and attached quote, and the Approve and Reject buttons act in Aden directly. Channels can also follow events, such as a stock item falling below its reorder point or a project passing 80% of budget.',
  logo: { letters: 'SL', background: '#5B2C6F' },
  syncs: [
    { data: 'Approval requests and reminders', direction: 'from-aden', when: 'When a request needs someone' },
    { data: 'Approve or reject decisions', direction: 'to-aden', when: 'Instantly' },
    { data: 'Event alerts to channels', direction: 'from-aden', when: 'When the event happens' },
  ],
  setup: [
    {
      title: 'Choose Add to Slack',
      body: 'Open Settings > Integrations > Slack and choose Add to Slack.',
      system: 'aden',
    },
    {
      title: 'Approve the Aden app',
      body: 'Pick the workspace and approve the Aden app.',
      system: 'partner',
    },
    {
      title: 'Link each person’s account',
      body: 'Each person links their Slack account from their Aden profile once.',
      system: 'aden',
    },
    {
      title: 'Choose events and channels',
      body: 'Choose which events post to which channels.',
      system: 'aden',
    },
  ],
  relevance: { accounting: 3, 'inventory-management': 3, 'project-management': 2, workforce: 3 },
  updated: '2026-10-09',
} satisfies IntegrationSource;
