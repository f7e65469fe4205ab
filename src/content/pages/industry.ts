import { definePage } from '@/content/definePage';
import { industryPageSchema } from '@/content/schema';

/** What every industry's page says around the industry's own words (src/content/industries). */
export default definePage(industryPageSchema, {
  title: 'Aden for {industry}',
  heroCtas: [
    { label: 'Book a demo', action: 'book-demo' },
    { label: 'Start for free', action: 'start-free' },
  ],
  challengesEyebrow: 'The challenge',
  challengesHeading: 'What makes {industry} hard to run',
  answersEyebrow: 'How Aden answers',
  answersHeading: 'How Aden helps',
  answerModule: 'Runs in {module}',
  figuresHeading: 'Results in {industry}',
  quoteHeading: 'From a customer',
  caseStudyEyebrow: 'Case study',
  caseStudyHeading: 'How {company} runs on Aden',
  caseStudyLinkLabel: 'Read the case study',
  integrationsEyebrow: 'Your stack',
  integrationsHeading: 'The systems {industry} teams keep beside Aden',
  integrationsIntro:
    'The software buyers in this industry ask about first, most asked first. A card without a mark connects today on the plans its page names; a planned one says the quarter it is expected in.',
  integrationLinkLabel: 'How it connects',
  faqHeading: '{title}: questions',
  // The industries' pages opened with their first industry.
  updated: '2026-10-01',
});
