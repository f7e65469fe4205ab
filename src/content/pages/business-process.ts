import { definePage } from '@/content/definePage';
import { businessProcessPageSchema } from '@/content/schema';

/** What every business process's page says around the process's own words (src/content/processes). */
export default definePage(businessProcessPageSchema, {
  eyebrow: 'Business process',
  heroCtas: [
    { label: 'Book a demo', action: 'book-demo' },
    { label: 'Start for free', action: 'start-free' },
  ],
  figuresHeading: 'What changes',
  flowHeading: 'How the work flows',
  stepsHeading: 'Step by step',
  measuresHeading: 'What you can measure',
  modulesHeading: 'Modules involved',
  moduleSteps: 'In this process: {steps}.',
  moduleWithoutSteps: 'the records the other steps read',
  moduleLinkLabel: 'About {module}',
  integrationsHeading: 'Integrations in this process',
  integrationTitle: '{integration} in {process}',
  integrationLinkLabel: 'How it works',
  stackHeading: 'Systems teams keep beside Aden in this process',
  stackIntro:
    'What the teams who run this process connect first and next. A card without a mark connects today; a planned one says the quarter it is expected in.',
  stackLinkLabel: 'How it connects',
  cta: {
    heading: 'Run {processInSentence} in Aden',
    body: 'Start free with your own data, or book a call and we map the process with you.',
    primary: { label: 'Start for free', action: 'start-free' },
    secondary: { label: 'Book a discovery call', action: 'discovery-call' },
  },
  // The processes' pages opened with their first processes.
  updated: '2026-09-29',
});
