import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'Autodesk Build',
  category: 'Construction',
  summary:
    'Link Autodesk Build projects to Aden jobs: cost, budgets and change orders in Aden, documents and field work in Build.',
  description:
    'Teams that run drawings, issues and field work in Autodesk Construction Cloud connect each Build project to its Aden job. Budgets and cost codes come from Aden, approved change orders in Build arrive in Aden as priced changes ready to bill, and the cost module in Build shows actual cost and committed cost from Aden’s ledger.',
  logo: { letters: 'AB', background: '#0696D7' },
  iconSlug: 'autodesk',
  syncs: [
    { data: 'Projects and cost codes', direction: 'from-aden', when: 'On change' },
    { data: 'Budgets and actual cost', direction: 'from-aden', when: 'Hourly' },
    { data: 'Approved change orders', direction: 'to-aden', when: 'When approved' },
    { data: 'Daily logs (labor and equipment hours)', direction: 'to-aden', when: 'Nightly' },
  ],
  setup: [
    {
      title: 'Add the Aden integration',
      body: 'In Autodesk Construction Cloud, an account administrator adds the Aden integration under Account Admin > Custom Integrations.',
      system: 'partner',
    },
    {
      title: 'Sign in with an Autodesk ID',
      body: 'In Aden, go to Settings > Integrations > Autodesk Build and sign in with an Autodesk ID on that account.',
      system: 'aden',
    },
    {
      title: 'Map cost codes',
      body: 'Map Build’s cost codes to Aden’s, or push Aden’s cost code list to Build.',
      system: 'aden',
    },
    {
      title: 'Link projects to jobs',
      body: 'Link each Build project to its Aden job.',
      system: 'aden',
    },
  ],
  relevance: { contracting: 1, 'project-management': 2, accounting: 3, construction: 1 },
  updated: '2026-11-27',
} satisfies IntegrationSource;
