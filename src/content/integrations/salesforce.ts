import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'Salesforce',
  category: 'CRM',
  summary: 'Turn closed-won opportunities into Aden orders or projects, and show invoices in Salesforce.',
  description:
    'Sales works in Salesforce; delivery and finance work in Aden. The connection creates the Aden order or project when an opportunity closes, with its products, prices and terms, and writes invoice and payment status back to the account so account managers can see who owes what before they call.',
  logo: { letters: 'SF', background: '#1B6FA8' },
  syncs: [
    { data: 'Accounts and contacts', direction: 'both', when: 'On change' },
    {
      data: 'Closed-won opportunities and quote lines',
      direction: 'to-aden',
      when: 'When the stage changes',
    },
    { data: 'Invoices, balances and payment status', direction: 'from-aden', when: 'Hourly' },
  ],
  setup: [
    {
      title: 'Install the Aden package',
      body: 'Install the Aden package from your Salesforce setup, using the link in Settings > Integrations > Salesforce.',
      system: 'partner',
    },
    {
      title: 'Authorize an integration user',
      body: 'Authorize Aden with an integration user that can read opportunities and write to accounts.',
      system: 'partner',
    },
    {
      title: 'Choose what a closed deal becomes',
      body: 'Choose whether a closed opportunity becomes a sales order or a project in Aden.',
      system: 'aden',
    },
    {
      title: 'Map products to items or rates',
      body: 'Map opportunity products to Aden items or service rates.',
      system: 'aden',
    },
  ],
  relevance: { eCommerce: 3, 'project-management': 3, accounting: 3 },
  updated: '2026-10-05',
} satisfies IntegrationSource;
