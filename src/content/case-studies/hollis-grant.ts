import type { CaseStudySource } from '@/content/schema';

export default {
  title: 'Hollis and Grant runs job cost, pay applications and subcontractors on Aden',
  summary:
    'A commercial general contractor replaced its accounting package and spreadsheets with Aden, kept Procore for the field, and sends pay applications five days sooner.',
  published: '2026-11-20',
  company: {
    name: 'Hollis and Grant Builders',
    industry: 'General contracting',
    sector: 'construction',
    location: 'Sacramento, California',
    employeeCount: 210,
    employees: '210 employees, 120 of them in the field',
    plan: 'Business',
    about:
      'Hollis and Grant Builders is a commercial general contractor building medical offices, schools and light-industrial buildings across Northern California, with about $140 million of work a year, 25 to 30 jobs running at once and some 300 subcontractors.',
    logo: { letters: 'HG', background: '#1E3A5F' },
  },
  kickoff: '2025-11-17',
  firstModule: { module: 'accounting', weeks: 5 },
  rolloutWeeks: 12,
  measured:
    'Hollis and Grant’s controller, from its pay application log and general ledger, compared with the same six months of 2025.',
  resultsPeriod: { from: '2026-03', to: '2026-08' },
  challenge: {
    paragraphs: [
      'Hollis and Grant ran its books in an on-premise construction accounting package, its project management in Procore and everything between them in spreadsheets. Each month, project accountants rebuilt the cost report by hand from exports of both, and the first pay applications of the month left on day 12 after period end.',
      'Subcontractor compliance lived in a shared drive. Twice in 2025 a subcontractor was paid while its insurance certificate had lapsed, and the controller spent the first week of every month chasing conditional lien waivers before payments could be released.',
    ],
    points: [
      'Cost reports rebuilt by hand from two systems',
      'Pay applications out on day 12 after period end',
      'Insurance certificates and lien waivers tracked in a shared drive',
      'Change orders approved in the field but priced weeks later',
    ],
  },
  solution: {
    paragraphs: [
      'Hollis and Grant moved accounting, job cost, subcontracts, pay applications and payroll preparation to Aden over twelve weeks, starting with the jobs that opened in January; its payroll provider, Paychex, still runs payroll from the hours Aden prepares. Intelligent Data Onboarding loaded vendors, open commitments, retainage balances and job-to-date cost from the old package, and the Procore integration linked each job so budgets, commitments and approved change events stay the same in both.',
      'Superintendents still work in Procore. Approved change events arrive in Aden as priced change orders, subcontractor pay applications are checked against the schedule of values, and a payment is held automatically until its conditional waiver and a current insurance certificate are on file.',
    ],
    modules: ['contracting', 'accounting', 'project-management', 'workforce', 'ai-form'],
    integrations: ['procore', 'plaid', 'dropbox'],
    rollout: [
      {
        period: 'Weeks 1–4',
        milestone:
          'Vendors, open commitments, retainage and job-to-date cost loaded; Procore linked to every job',
      },
      {
        period: 'Weeks 5–8',
        milestone: 'Accounts payable, subcontractor compliance and the first pay applications run in Aden',
      },
      {
        period: 'Weeks 9–12',
        milestone:
          'Field crews clock in by cost code; approved hours go to Paychex as its import file, and certified payroll reports come from Aden; the old accounting package read-only',
      },
    ],
  },
  results: [
    {
      value: '5 days',
      label: 'sooner to send pay applications',
      detail: 'from day 12 after period end to day 7',
    },
    { value: '0', label: 'subcontractor payments released without a current insurance certificate' },
    { value: '$2.1 million', label: 'of change orders billed in the month the work was done' },
    { value: '32 hours', label: 'a month of cost-report rebuilding no longer done' },
  ],
  quote: {
    text: 'The cost report used to be a spreadsheet somebody rebuilt every month, so it was already out of date when I read it. Now the project managers and I look at the same job cost the day a bill is approved, and nobody gets paid without the paperwork.',
    name: 'Marisol Vega',
    role: 'Controller',
  },
} satisfies CaseStudySource;
