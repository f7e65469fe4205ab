import type { CaseStudySource } from '@/content/schema';

export default {
  title: 'Kai Media bills projects on time',
  summary:
    'A 90-person creative agency tied proposals, time, budgets and invoices together, raised realization by 8 points and closed months in four days.',
  published: '2026-08-27',
  company: {
    name: 'Kai Media',
    industry: 'Creative agency',
    location: 'Honolulu, Hawaii and San Diego, California',
    employeeCount: 90,
    employees: '90 employees across two studios',
    plan: 'Business',
    about:
      'Kai Media produces campaigns, video and digital services for state agencies, public health programs and tourism boards, with most of its work on fixed-fee and not-to-exceed public contracts.',
    logo: { letters: 'KM', background: '#0F766E' },
  },
  kickoff: '2025-09-01',
  firstModule: { module: 'professionalServices', weeks: 5 },
  rolloutWeeks: 13,
  measured:
    'Kai Media’s finance team, from its time and billing records, compared with the same two quarters of 2025, before Aden.',
  resultsPeriod: { from: '2026-01', to: '2026-06' },
  challenge: {
    paragraphs: [
      'Kai Media sold in HubSpot, planned in a project tool and logged time in a third system that nobody liked, so timesheets were routinely a week late. Budgets were tracked in spreadsheets that producers updated when they remembered.',
      'Public clients require detailed invoices against contract line items and strict not-to-exceed limits. Preparing them took the finance team the first six working days of every month, and overruns were usually discovered only when an invoice hit the cap.',
    ],
    points: [
      'Time logged a week late',
      'Budgets in producer spreadsheets',
      'Six days a month to prepare public-sector invoices',
      'Overruns found at the contract cap',
    ],
  },
  solution: {
    paragraphs: [
      'Kai Media replaced the project and time tools with Aden Professional Services and Project Management, connected to HubSpot and to Aden Accounting. Won deals now create projects from templates per contract type, with line items and not-to-exceed limits attached.',
      'Time is logged daily from the browser and phone with calendar suggestions, and producers see burn against each contract line every week. Invoices are drafted from approved time in the exact line-item layout each agency requires.',
    ],
    modules: ['professionalServices', 'project-management', 'workforce', 'accounting'],
    integrations: ['hubspot', 'slack', 'quickbooks'],
    rollout: [
      {
        period: 'Month 1',
        milestone: 'Projects, rate cards and contract templates set up; HubSpot connected',
      },
      { period: 'Month 2', milestone: 'Daily time entry live for both studios; old time tool retired' },
      {
        period: 'Month 3',
        milestone: 'Invoices and revenue recognition from Aden; QuickBooks kept as ledger',
      },
    ],
  },
  results: [
    { value: '+8 points', label: 'realization rate, from 81% to 89%' },
    { value: '4 days', label: 'month-end close, down from nine' },
    { value: '97%', label: 'of timesheets submitted on time' },
    { value: '0', label: 'contracts over their not-to-exceed limit since go-live' },
  ],
  quote: {
    text: 'Our agency clients audit every invoice line. Now the invoice is built from the same records our producers manage the work with, so when an auditor asks where a number came from, we click on it.',
    name: 'Leilani Kahale',
    role: 'Chief Operating Officer',
  },
} satisfies CaseStudySource;
