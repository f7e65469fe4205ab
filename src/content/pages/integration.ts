import { definePage } from '@/content/definePage';
import { integrationPageSchema } from '@/content/schema';

/** What every integration's page says around the integration's own words (src/content/integrations). */
export default definePage(integrationPageSchema, {
  title: '{name} integration',
  heroTitle: 'Aden + {name}',
  heroCtas: [
    { label: 'Start for free', action: 'start-free' },
    { label: 'Book a demo', action: 'book-demo' },
  ],
  worksWith: 'Works with {modules}',
  syncsHeading: 'What syncs',
  syncsRegionLabel: 'What syncs with {name}',
  syncsCaption: 'Records exchanged between Aden and {name}',
  syncColumns: { data: 'Data', direction: 'Direction', when: 'When' },
  directions: { 'to-aden': '{name} → Aden', 'from-aden': 'Aden → {name}', both: 'Both ways' },
  setupHeading: 'Set up {name}',
  setupStepsHeading: 'Step by step',
  processesHeading: '{name} in your processes',
  processLinkLabel: 'See how it works',
  cta: {
    allPlans: {
      heading: 'Connect {name} today',
      body: 'Start on the free plan and connect {name} from the admin console, or ask us about your set-up.',
      primary: { label: 'Start for free', action: 'start-free' },
      secondary: { label: 'Contact sales', action: 'contact-sales' },
    },
    paidPlan: {
      heading: 'Connect {name} today',
      body: '{name} comes with {availability}: start on the free plan, upgrade from the billing settings and connect it from the admin console, or ask us about your set-up.',
      primary: { label: 'Start for free', action: 'start-free' },
      secondary: { label: 'Contact sales', action: 'contact-sales' },
    },
    notBuilt: {
      heading: 'Ask us about {name}',
      body: '{name} is not available yet. Tell us about your set-up: customers’ requests decide what we build next, and we write to you when you can connect it.',
      primary: { label: 'Contact sales', action: 'contact-sales' },
      secondary: { label: 'Start for free', action: 'start-free' },
    },
  },
  // The integrations' pages opened with their first integrations.
  updated: '2026-07-14',
});
