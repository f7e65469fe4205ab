import { claimSources } from '@/content/facts/claims';
import type { IndustrySource } from '@/content/schema';

export default {
  name: 'Construction',
  headline: 'Job costs you can trust while the job is still running.',
  intro:
    'General contractors, specialty trades and service contractors use Aden to price work, control changes, capture field time and bill progress on one job record, so margin is protected from the bid to the final retention payment.',
  challenges: [
    {
      title: 'Costs arrive a month late',
      body: 'Labor comes from paper timesheets and materials from supplier invoices weeks after delivery, so the job cost report describes last month and overruns are found when nothing can be done.',
    },
    {
      title: 'Changes done but not billed',
      body: 'Extra work agreed on site is rarely priced and approved before it is done. By the time it reaches the office, the evidence is thin and the owner disputes it.',
    },
    {
      title: 'Pay applications take days',
      body: 'Schedules of values, percent complete, stored materials and retainage are pulled together in spreadsheets, and a missing lien waiver holds up the whole application.',
    },
  ],
  answers: [
    {
      title: 'Daily job cost',
      body: 'Crew time clocked by cost code, field reports and materials issued to the job post every day, and the job cost report compares them with the estimate line by line.',
      modules: ['contracting', 'workforce'],
    },
    {
      title: 'Change orders from the field',
      body: 'Foremen raise potential changes with photos in the app; project managers price them and get owner approval before work starts, and approved changes update contract and budget.',
      modules: ['contracting'],
    },
    {
      title: 'Pay applications in hours',
      body: 'Aden builds the pay application from percent complete, approved changes and retainage, and checks that every subcontractor waiver for the period is on file.',
      modules: ['contracting', 'accounting'],
    },
    {
      title: 'Equipment and yard stock',
      body: 'Equipment hours and materials issued from the yard are costed to jobs, and the yard’s stock is replenished from forecasts rather than guesswork.',
      modules: ['inventory-management'],
    },
  ],
  figures: [
    {
      value: '+2.8 points',
      label: 'margin retained with tracked changes',
      source: claimSources.marginOnTrackedChanges,
    },
    {
      value: '4 days',
      label: 'faster pay applications',
      source: claimSources.payApplicationsFaster,
    },
    {
      value: '−70%',
      label: 'time from completion to invoice at TC Boiler',
      source: { customer: 'tc-boiler' },
    },
  ],
  caseStudy: 'hollis-grant',
  quote: {
    text: 'The job cost report used to be an autopsy. Now it is a dashboard we look at on Tuesday mornings, while there is still time to do something about it.',
    name: 'Ray Moreno',
    role: 'Operations Director',
    company: 'Northfield Mechanical',
  },
  faq: [
    {
      question: 'Does Aden handle retainage on both sides?',
      answer:
        'Yes. Retainage receivable from owners and retainage payable to subcontractors are tracked per contract and per pay application, with release billed when you reach substantial completion.',
    },
    {
      question: 'Can we produce certified payroll for public jobs?',
      answer:
        'Aden applies prevailing-wage rates by job and classification and produces certified payroll reports in the WH-347 format, as well as state-specific formats for California, New York and Washington.',
    },
    {
      question: 'Do you support union fringe and benefit reporting?',
      answer:
        'Fringe rates can be set per union local and classification, and monthly remittance reports are produced from approved hours.',
    },
    {
      question: 'Can our estimators keep their estimating software?',
      answer:
        'Yes. Estimates from most estimating tools can be exported to a spreadsheet and loaded by Intelligent Data Onboarding into an Aden budget and schedule of values, cost codes included.',
    },
  ],
  cta: {
    heading: 'See a job run in Aden',
    body: 'Book a demo with our construction team and bring a recent pay application; we will build the same job in Aden while you watch.',
    primary: { label: 'Book a demo', action: 'book-demo' },
    secondary: { label: 'Explore Contracting', href: '/contracting' },
  },
  updated: '2026-11-06',
} satisfies IndustrySource;
