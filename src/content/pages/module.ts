import { definePage } from '@/content/definePage';
import { modulePageCopySchema } from '@/content/schema';

/** What every module's page says around the module's own words (src/content/modules). */
export default definePage(modulePageCopySchema, {
  // /ai-form keeps its sign-in flavour: Start for free first.
  heroCtas: [
    { label: 'Start for free', action: 'start-free' },
    { label: 'Book a demo', action: 'book-demo' },
  ],
  painPointsHeading: 'Sound familiar?',
  stepsHeading: 'How it works',
  capabilitiesEyebrow: 'What it does',
  capabilitiesHeading: 'What {name} does',
  coursesHeading: 'Courses',
  coursesIntro: 'Every course pairs short lessons with exercises in a practice company of your own.',
  certificationsHeading: 'Certification levels',
  examLabel: 'Exam:',
  validityLabel: 'Valid:',
  figuresHeading: '{name} in figures',
  proofHeading: 'Customers who run it',
  storyLinkLabel: 'Read the {company} story',
  connectionsHeading: 'Connected to the rest of Aden',
  connectionsIntro: '{name} shares one set of records with the other modules, so nothing is typed twice.',
  connectionLinkLabel: 'About {name}',
  processesHeading: 'Business processes it runs in',
  processLinkLabel: 'See the process',
  integrationsHeading: 'Integrations',
  integrationLinkLabel: 'How it connects',
  faqHeading: '{name}: frequently asked questions',
  updated: '2026-10-14',
});
