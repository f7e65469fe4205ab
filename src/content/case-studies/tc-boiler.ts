import type { CaseStudySource } from '@/content/schema';

export default {
  title: 'TC Boiler runs service and billing on Aden',
  summary:
    'A boiler installation and service contractor replaced four tools with Aden and cut the time from job completion to invoice by 70%.',
  published: '2026-06-18',
  company: {
    name: 'TC Boiler',
    industry: 'Mechanical contracting',
    sector: 'construction',
    location: 'Columbus, Ohio',
    employeeCount: 140,
    employees: '140 employees, 85 field technicians',
    plan: 'Business',
    about:
      'TC Boiler installs and services commercial boilers and hydronic heating systems for schools, hospitals and office buildings across Ohio and Indiana, with around 2,300 service agreements and 60 installation projects a year.',
    logo: { letters: 'TC', background: '#9A3412' },
  },
  kickoff: '2025-03-10',
  firstModule: { module: 'workforce', weeks: 4 },
  rolloutWeeks: 10,
  measured: 'TC Boiler’s own records, compared by its controller with the twelve months before.',
  resultsPeriod: { from: '2025-06', to: '2026-05' },
  challenge: {
    paragraphs: [
      'TC Boiler ran installations from spreadsheets, service calls from a dispatch tool, time on paper and accounting in an on-premise package. Technicians handed in job sheets at the end of the week, the office typed them in, and invoices went out on average nine days after a job was finished.',
      'Change orders on installation projects were agreed on site and often never billed. The controller estimated that unbilled extras cost the company between 2% and 3% of project revenue each year.',
    ],
    points: [
      'Nine days from job completion to invoice',
      'Paper job sheets typed in weekly',
      'Unbilled change orders on installations',
      'Four systems with no shared customer record',
    ],
  },
  solution: {
    paragraphs: [
      'TC Boiler moved service agreements, installation jobs, field time and accounting to Aden over ten weeks. Customer, site and equipment records from the old tools were loaded with Intelligent Data Onboarding, which found and merged 640 duplicate customer records along the way.',
      'Technicians now close each visit on their phones with parts used, hours and photos, and the invoice is drafted the moment the visit is closed. On installations, foremen raise changes in the app before doing the work, and the project manager gets the customer’s approval the same day.',
    ],
    modules: ['contracting', 'workforce', 'inventory-management', 'accounting', 'ai-form'],
    integrations: ['dropbox', 'plaid'],
    rollout: [
      { period: 'Weeks 1–3', milestone: 'Customer, site and equipment data migrated and cleaned' },
      {
        period: 'Weeks 4–6',
        milestone: 'Service technicians on the mobile app; time and parts captured per visit',
      },
      {
        period: 'Weeks 7–10',
        milestone: 'Installation jobs, change orders and progress billing live; old tools switched off',
      },
    ],
  },
  results: [
    { value: '−70%', label: 'time from job completion to invoice', detail: 'from nine days to under three' },
    { value: '$410,000', label: 'of change orders billed in the first year that would have been missed' },
    { value: '26 hours', label: 'of office data entry saved every week' },
    { value: '4 → 1', label: 'systems to maintain' },
  ],
  quote: {
    text: 'Our technicians used to finish a job and we would bill it nine days later. Now the invoice is waiting for approval before the van leaves the parking lot, and every change our foremen agree is priced before they pick up a tool.',
    name: 'Dana Whitfield',
    role: 'Controller',
  },
} satisfies CaseStudySource;
