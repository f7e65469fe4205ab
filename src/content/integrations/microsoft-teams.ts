import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'Microsoft Teams',
  category: 'Communication',
  summary: 'Adaptive-card approvals for expenses and time in Teams, with alerts in channels.',
  description:
    'For organizations on Microsoft 365, Aden sends approvals as adaptive cards in Teams chat. A manager sees the expense, its receipt and the policy check in the card and decides without leaving Teams; employees get a message when a claim is approved and when it will be paid.',
  logo: { letters: 'MT', background: '#464EB8' },
  syncs: [
    {
      data: 'Approval cards for expenses, time and leave',
      direction: 'from-aden',
      when: 'When a request needs someone',
    },
    { data: 'Decisions and comments', direction: 'to-aden', when: 'Instantly' },
    { data: 'Status notifications to requesters', direction: 'from-aden', when: 'On every status change' },
  ],
  setup: [
    {
      title: 'Approve the Aden app',
      body: 'A Microsoft 365 administrator approves the Aden app in the Teams admin center.',
      system: 'partner',
    },
    {
      title: 'Sign in with the tenant',
      body: 'In Aden, open Settings > Integrations > Microsoft Teams and sign in with that tenant.',
      system: 'aden',
    },
    {
      title: 'Review how users are matched',
      body: 'Users are matched to Aden by their work e-mail; unmatched users are listed for review.',
      system: 'aden',
    },
  ],
  relevance: { workforce: 2, accounting: 3, government: 2 },
  updated: '2026-09-08',
} satisfies IntegrationSource;
