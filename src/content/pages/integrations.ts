import { definePage } from '@/content/definePage';
import { apiAvailability } from '@/content/facts/api';
import { integrationsPageSchema } from '@/content/schema';

export default definePage(integrationsPageSchema, {
  title: 'Integrations',
  description:
    'Connect Aden with your accounting, payments, e-commerce, CRM, HR, storage and communication tools: what syncs, in which direction, and how to set it up.',
  headline: 'Integrations',
  lead: 'Aden connects to {available} of the tools finance, operations and people teams already use. Each integration says exactly what syncs, in which direction and when, and how it is set up, step by step.',
  notBuiltNote:
    'The list also shows {notBuilt} not built yet, marked planned or requested, so you can see what is coming.',
  heroCtas: [
    { label: 'Start for free', action: 'start-free' },
    { label: 'Contact sales', action: 'contact-sales' },
  ],
  gridLabel: 'All integrations',
  statusLabels: { planned: 'Planned', requested: 'Requested' },
  missing: {
    heading: 'Need something else?',
    body: `Aden has a REST API and webhooks ${apiAvailability}, and Intelligent Data Onboarding reads exports from systems without an API. Search for the tool you use above: if we do not connect to it yet, you can ask for it there.`,
  },
  cta: {
    heading: 'Connect your stack in an afternoon',
    body: 'Start free, connect your first integration from the admin console, and see your records sync the same day.',
    primary: { label: 'Start for free', action: 'start-free' },
    secondary: { label: 'Contact sales', action: 'contact-sales' },
  },
  updated: '2026-11-27',
});
