import type { CaseStudySource } from '@/content/schema';

export default {
  title: 'Medallion moves eleven clinics to Aden in seven weeks',
  summary:
    'A multi-site physiotherapy and outpatient group loaded eleven clinics’ suppliers, stock and balances with Intelligent Data Onboarding and had every clinic on Aden seven weeks after kick-off.',
  published: '2026-09-30',
  company: {
    name: 'Medallion Health Partners',
    industry: 'Outpatient healthcare',
    sector: 'healthcare',
    location: 'Denver, Colorado',
    employeeCount: 310,
    employees: '310 employees in 11 clinics',
    plan: 'Enterprise',
    about:
      'Medallion Health Partners runs outpatient physiotherapy, sports medicine and occupational health clinics across Colorado and Utah, and has grown mostly by acquiring independent practices.',
    logo: { letters: 'MH', background: '#7C3AED' },
  },
  kickoff: '2025-12-01',
  firstModule: { module: 'accounting', weeks: 3 },
  rolloutWeeks: 7,
  measured:
    'Medallion’s group finance team, from the consolidation files and supply invoices of its first six months on Aden.',
  resultsPeriod: { from: '2026-02', to: '2026-07' },
  challenge: {
    paragraphs: [
      'Each acquired clinic arrived with its own accounting file, its own supplier list and its own way of tracking medical supplies. Medallion had eleven sets of books in three different systems, and the group finance team consolidated them in a spreadsheet every month.',
      'A previous attempt to move to a single system had stalled after four months: the implementation partner’s import templates required every clinic’s data to be reformatted by hand, and clinic managers had no time to do it.',
    ],
    points: [
      'Eleven sets of books in three systems',
      'Consolidation by spreadsheet',
      'A failed migration project',
      'Supplies ordered separately by every clinic',
    ],
  },
  solution: {
    paragraphs: [
      'Medallion uploaded every clinic’s exports, supplier lists and stock spreadsheets as they were. Intelligent Data Onboarding mapped 46 files to Aden records, grouped 1,240 supplier records into 310 real suppliers and flagged 3% of rows for review, which the group finance team cleared in two afternoons.',
      'All eleven clinics went live in seven weeks on Aden Accounting and Inventory as separate entities with group consolidation. Medical supplies are now ordered centrally from group-negotiated suppliers with reorder points per clinic.',
    ],
    modules: ['ai-form', 'accounting', 'inventory-management', 'workforce'],
    integrations: ['google-drive', 'adp', 'microsoft-teams'],
    rollout: [
      {
        period: 'Weeks 1–2',
        milestone:
          '46 files uploaded through a shared Drive folder, extracted and reviewed; suppliers de-duplicated',
      },
      { period: 'Weeks 3–4', milestone: 'Opening balances loaded and checked; group finance live on Aden' },
      { period: 'Weeks 5–7', milestone: 'Clinics moved in two waves of five and six; central ordering live' },
    ],
  },
  results: [
    { value: '9 days', label: 'from first upload to a reviewed, de-duplicated data set' },
    { value: '310', label: 'suppliers, de-duplicated from 1,240 records' },
    { value: '−12%', label: 'spend on medical supplies through central ordering' },
    { value: '2 days', label: 'group consolidation, down from eight' },
  ],
  quote: {
    text: 'We had already lost four months to a migration that never finished. This time we uploaded what we had, cleared the review queue in two afternoons and all eleven clinics were live seven weeks after kick-off.',
    name: 'Dr. Anita Shah',
    role: 'Chief Financial Officer',
  },
} satisfies CaseStudySource;
