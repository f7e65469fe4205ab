import { definePage } from '@/content/definePage';
import { caseStudyPageSchema } from '@/content/schema';

/** What every case study's page says around the story (src/content/case-studies). */
export default definePage(caseStudyPageSchema, {
  eyebrow: 'Case study · {company}',
  heroCtas: [
    { label: 'Book a demo', action: 'book-demo' },
    { label: 'Start for free', action: 'start-free' },
  ],
  aboutHeading: 'About {company}',
  factLabels: {
    industry: 'Industry',
    location: 'Location',
    employees: 'Employees',
    plan: 'Plan',
    modules: 'Modules',
    integrations: 'Integrations',
    kickoff: 'Kick-off',
    firstModule: 'First module live',
    rollout: 'Full rollout',
    resultsPeriod: 'Results period',
    published: 'Published',
  },
  sectorLink: 'Aden for {industry}',
  firstModule: '{module}, week {weeks} after kick-off ({date})',
  rolloutWeeks: 'Every module live {weeks} weeks after kick-off ({date})',
  resultsNote: '{measured} Results cover {from} to {to}, after the full rollout.',
  challengeHeading: 'The challenge',
  solutionHeading: 'The solution',
  rolloutHeading: 'Rollout',
  resultsHeading: 'The results',
  quoteHeading: 'In their own words',
  othersHeading: 'More customer stories',
  othersLinkLabel: 'Read the case study',
  cta: {
    heading: 'Write your own results',
    body: 'Tell us how your team works today. A solutions engineer shows you the same modules running on your processes.',
    primary: { label: 'Book a demo', action: 'book-demo' },
    secondary: { label: 'Contact sales', action: 'contact-sales' },
  },
  updated: '2026-04-09',
});
