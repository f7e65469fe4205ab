import type { IndustrySource } from '@/content/schema';

export default {
  name: 'Healthcare',
  headline: 'Run clinics, supplies and staffing as one organization.',
  intro:
    'Outpatient groups, physiotherapy and dental chains, home-care providers and specialty clinics use Aden for the business side of care: supplies, staffing and credentials, multi-site finance and the data that comes with every acquisition.',
  challenges: [
    {
      title: 'Every site does it differently',
      body: 'Groups that grow by acquisition inherit a different accounting file, supplier list and way of ordering supplies at every site, and consolidation becomes a monthly spreadsheet project.',
    },
    {
      title: 'Supplies run out or expire',
      body: 'Clinics order their own medical and clinical supplies, often at different prices, and items expire on the shelf while another site runs short.',
    },
    {
      title: 'Credentials and staffing',
      body: 'Licenses, certifications and required training expire on different dates for every clinician, and a lapsed credential can mean a shift that cannot legally be worked.',
    },
  ],
  answers: [
    {
      title: 'Multi-site finance',
      body: 'Each clinic is an entity or a location in one Aden account, with group consolidation, shared suppliers and group reporting available the day after month end.',
      modules: ['accounting'],
    },
    {
      title: 'Central supplies with local stock',
      body: 'Supplies are ordered centrally from negotiated suppliers, each clinic has its own reorder points and expiry tracking, and stock can be moved between sites before it expires.',
      modules: ['inventory-management'],
    },
    {
      title: 'Credentialed scheduling',
      body: 'Clinician licenses and certifications are tracked with expiry dates, and the schedule will not assign a shift to someone whose credential has lapsed.',
      modules: ['workforce', 'module-training'],
    },
    {
      title: 'Acquisitions onboarded in days',
      body: 'A newly acquired practice’s books, suppliers and stock lists are uploaded as they are and mapped into Aden, so it reports with the group in its first month.',
      modules: ['ai-form'],
    },
  ],
  figures: [
    {
      value: '9 days',
      label: 'from first upload to clean data for eleven clinics at Medallion',
      source: { customer: 'medallion' },
    },
    {
      value: '−12%',
      label: 'supply spend through central ordering',
      source: { from: 'benchmark-2026', segment: 'healthcare', n: 31, statistic: 'median' },
    },
    {
      value: '2 days',
      label: 'group consolidation',
      source: { from: 'benchmark-2026', segment: 'healthcare', n: 36, statistic: 'median' },
    },
  ],
  caseStudy: 'medallion',
  faq: [
    {
      question: 'Does Aden store patient health information?',
      answer:
        'No. Aden runs the business operations of care providers (finance, supplies, staffing) and is not an electronic health record. It is designed so that patient health information does not need to be entered, and we ask customers not to upload it.',
    },
    {
      question: 'Can we track lot numbers and expiry dates for supplies?',
      answer:
        'Yes. Lots and expiry dates are recorded on receipt, picking follows first-expired-first-out, and a report shows stock expiring in the next 30, 60 and 90 days per clinic.',
    },
    {
      question: 'How do you handle clinician credentials?',
      answer:
        'Each credential type has an issuing body, number and expiry date; Aden reminds the clinician and their manager before expiry and prevents scheduling once a required credential has lapsed.',
    },
    {
      question: 'Can each clinic see only its own data?',
      answer:
        'Permissions can be set per entity and location, so clinic managers see their own clinic while group finance sees everything.',
    },
  ],
  cta: {
    heading: 'Plan your next acquisition’s first month',
    body: 'Book a discovery call and we will show how a newly acquired practice’s data moves into Aden and reports with the group in its first month.',
    primary: { label: 'Book a discovery call', action: 'discovery-call' },
    secondary: { label: 'Read the Medallion story', href: '/case-studies/medallion' },
  },
  updated: '2026-10-01',
} satisfies IndustrySource;
