import type { IntegrationProcessSource } from '@/content/schema';

export default {
  title: 'Project to invoice from HubSpot deals',
  summary:
    'A won HubSpot deal starts an Aden project from a template; hours and billing flow back to the deal.',
  paragraphs: [
    'Agencies sell a scope in HubSpot and then rebuild it by hand as a project plan. With the connection, a deal reaching your won stage creates the project from the template for that deal type, with the budget from the deal amount, the phases from the line items and the billing plan from the payment terms.',
    'As the work runs, Aden writes budget used, hours logged and amount invoiced back to the deal each day. Account managers see when a client is approaching the end of a retainer and can start the upsell conversation early.',
  ],
  flow: [
    {
      title: 'Deal won',
      system: 'partner',
      body: 'The deal’s line items and amount create a project from the matching template.',
    },
    {
      title: 'Team staffed',
      system: 'aden',
      body: 'Roles from the template are filled from people with free capacity.',
    },
    {
      title: 'Time logged and billed',
      system: 'aden',
      body: 'Hours and expenses are logged in Aden and invoiced by the billing plan.',
    },
    {
      title: 'Deal updated',
      system: 'partner',
      body: 'Budget used and invoiced amounts return to the HubSpot deal every day.',
    },
  ],
  outcome: {
    value: '45 minutes',
    label: 'saved setting up each new project',
    source: {
      from: 'usage-2026',
      statistic: 'median',
      n: 98,
      of: 'workspaces using the HubSpot integration',
    },
  },
  updated: '2026-09-25',
} satisfies IntegrationProcessSource;
