import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'HubSpot',
  category: 'CRM',
  summary: 'Start Aden projects from HubSpot deals and keep companies and contacts in step.',
  description:
    'Agencies and services firms often sell in HubSpot and deliver in spreadsheets. With this connection, a won deal creates an Aden project from a template, with its budget, milestones and billing plan, and the deal record shows hours used and invoiced so the next renewal conversation starts with facts.',
  logo: { letters: 'HS', background: '#B4532A' },
  iconSlug: 'hubspot',
  syncs: [
    { data: 'Companies and contacts', direction: 'both', when: 'On change' },
    { data: 'Won deals with line items', direction: 'to-aden', when: 'When the deal stage changes' },
    { data: 'Project budget used and amount invoiced', direction: 'from-aden', when: 'Daily' },
  ],
  setup: [
    {
      title: 'Choose Connect',
      body: 'Open Settings > Integrations > HubSpot and choose Connect.',
      system: 'aden',
    },
    {
      title: 'Approve the scopes as a super admin',
      body: 'Sign in to HubSpot as a super admin and approve the requested scopes.',
      system: 'partner',
    },
    {
      title: 'Pick the pipeline and its won stage',
      body: 'Pick the deal pipeline and the stage that means won.',
      system: 'aden',
    },
    {
      title: 'Choose a project template per deal type',
      body: 'Choose the Aden project template for each deal type.',
      system: 'aden',
    },
  ],
  relevance: { professionalServices: 1, 'project-management': 2 },
  updated: '2026-09-25',
} satisfies IntegrationSource;
