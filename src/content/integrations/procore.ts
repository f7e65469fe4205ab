import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'Procore',
  category: 'Construction',
  summary:
    'Keep project management in Procore and run job cost, commitments and billing in Aden, with one set of cost codes.',
  description:
    'Superintendents and project managers stay in Procore for drawings, RFIs, submittals and daily logs; finance runs job cost, subcontracts, pay applications and payroll in Aden. Projects and cost codes are created once in Aden and appear in Procore, budgets and commitments move in both directions, and approved change events become priced change orders in Aden, so the cost report and the project team work from the same numbers.',
  logo: { letters: 'PC', background: '#E2691E' },
  syncs: [
    { data: 'Projects, cost codes and vendors', direction: 'from-aden', when: 'On change' },
    { data: 'Budgets and budget modifications', direction: 'both', when: 'Every 15 minutes' },
    { data: 'Commitments (subcontracts and purchase orders)', direction: 'both', when: 'Every 15 minutes' },
    { data: 'Approved change events and change orders', direction: 'to-aden', when: 'When approved' },
    { data: 'Job cost actuals and invoice status', direction: 'from-aden', when: 'Hourly' },
  ],
  setup: [
    {
      title: 'Install the Aden app',
      body: 'In Procore, have a company administrator install the Aden app from the Procore App Marketplace.',
      system: 'partner',
    },
    {
      title: 'Sign in as that administrator',
      body: 'In Aden, go to Settings > Integrations > Procore and sign in with that administrator.',
      system: 'aden',
    },
    {
      title: 'Map cost codes',
      body: 'Pick the Procore company and map its cost code list to your Aden cost codes, or let Aden create Procore’s from yours.',
      system: 'aden',
    },
    {
      title: 'Choose the projects to link',
      body: 'Choose which projects to link; new Aden jobs can be created in Procore automatically.',
      system: 'aden',
    },
  ],
  relevance: { contracting: 1, 'project-management': 1, accounting: 3, construction: 1 },
  updated: '2026-11-27',
} satisfies IntegrationSource;
