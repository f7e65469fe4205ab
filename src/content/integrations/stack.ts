import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'STACK',
  category: 'Construction',
  summary: 'Will turn a STACK takeoff and estimate into an Aden job budget by cost code, with no re-keying.',
  description:
    'Estimators who take off and price in STACK will send the won estimate to Aden as the job’s original budget, line by line, by cost code and cost type (labor, material, equipment, subcontract). Quantities come with it, so percent complete in Aden is measured against what was estimated, and the estimate-versus-actual report closes the loop for the next bid.',
  logo: { letters: 'ST', background: '#1F3A5F' },
  syncs: [
    {
      data: 'Won estimates as job budgets by cost code and cost type',
      direction: 'to-aden',
      when: 'When the estimate is marked won',
    },
    { data: 'Takeoff quantities per budget line', direction: 'to-aden', when: 'With the budget' },
    {
      data: 'Actual cost per line, for estimate-versus-actual',
      direction: 'from-aden',
      when: 'At job close',
    },
  ],
  setup: [
    {
      title: 'Authorize Aden',
      body: 'In STACK, an administrator will authorize Aden under Settings > Integrations.',
      system: 'partner',
    },
    {
      title: 'Map item types to cost codes',
      body: 'In Aden, map STACK’s item types to your cost codes and cost types once.',
      system: 'aden',
    },
    {
      title: 'Mark an estimate won',
      body: 'Mark an estimate won in STACK and pick the Aden job it becomes.',
      system: 'partner',
    },
  ],
  relevance: { contracting: 2, 'project-management': 3, construction: 2 },
  updated: '2026-11-27',
} satisfies IntegrationSource;
