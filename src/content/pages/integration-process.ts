import { definePage } from '@/content/definePage';
import { integrationProcessPageSchema } from '@/content/schema';

/** What every integration-and-process page says around the pair's own words (src/content/integration-processes). */
export default definePage(integrationProcessPageSchema, {
  eyebrow: '{integration} · {process}',
  heroCtas: [
    { label: 'Start for free', action: 'start-free' },
    { label: 'Book a demo', action: 'book-demo' },
  ],
  overviewHeading: 'How they work together',
  flowDiagramHeading: 'Between {integration} and Aden',
  stepsHeading: 'The flow, step by step',
  outcomeHeading: 'The result',
  modulesHeading: 'Modules involved',
  relatedHeading: 'Read more',
  integrationLinkTitle: 'The {integration} integration',
  integrationLinkLabel: 'What syncs and how to set it up',
  processLinkLabel: 'Every step of the process',
  cta: {
    heading: 'Automate {processInSentence} with {integration}',
    body: 'Start free and connect it yourself, or book a discovery call and we set it up with you.',
    primary: { label: 'Start for free', action: 'start-free' },
    secondary: { label: 'Book a discovery call', action: 'discovery-call' },
  },
  // The pairs' pages opened with the first pairs.
  updated: '2026-08-11',
});
