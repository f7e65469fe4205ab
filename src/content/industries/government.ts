import type { IndustrySource } from '@/content/schema';

export default {
  name: 'Government',
  headline: 'Budgets, procurement and grants with a trail every auditor can follow.',
  intro:
    'Cities, counties, special districts and the contractors that serve them use Aden to control spending against appropriations, run compliant procurement, manage grant-funded projects and answer audit requests with the evidence attached.',
  challenges: [
    {
      title: 'Spending against appropriations',
      body: 'Departments need to know what they can still commit against each budget line, but encumbrances live in one system, invoices in another and the balance in a monthly report.',
    },
    {
      title: 'Procurement rules and thresholds',
      body: 'Quote and bid thresholds, approval chains and vendor requirements are set by policy, and proving that each purchase followed them takes days of searching through e-mail.',
    },
    {
      title: 'Grant reporting',
      body: 'Grant-funded projects must report costs by funding source and allowable category, often to several funders with different periods and formats.',
    },
  ],
  answers: [
    {
      title: 'Encumbrance accounting',
      body: 'Approved purchase orders encumber the budget line immediately, invoices relieve the encumbrance, and every department sees budget, encumbered, spent and available in real time.',
      modules: ['accounting'],
    },
    {
      title: 'Policy-driven approvals',
      body: 'Thresholds for quotes, formal bids and board approval are built into the purchasing flow; a purchase cannot move forward without the documents the policy requires.',
      modules: ['accounting', 'inventory-management'],
    },
    {
      title: 'Grant-funded projects',
      body: 'Projects carry their funding sources and allowable cost categories; time and costs are tagged as they are recorded and reports are produced in each funder’s format.',
      modules: ['project-management', 'workforce'],
    },
    {
      title: 'Audit-ready records',
      body: 'Every transaction links to its approvals and documents, closed periods are locked, and auditors can be given read-only access instead of a list of requests.',
      modules: ['accounting', 'ai-form'],
    },
  ],
  figures: [
    {
      value: '2 days',
      label: 'median from month end to the budget-to-actual report',
      source: {
        from: 'usage-2026',
        statistic: 'median',
        n: 34,
        of: 'public-sector and non-profit workspaces',
      },
    },
    {
      value: '96%',
      label: 'of grant spending coded to its fund and grant when entered',
      source: {
        from: 'usage-2026',
        statistic: 'share',
        n: 34,
        of: 'public-sector and non-profit workspaces',
      },
    },
    {
      value: '5 days',
      label: 'median from period end to a grant drawdown request',
      source: {
        from: 'usage-2026',
        statistic: 'median',
        n: 34,
        of: 'public-sector and non-profit workspaces',
      },
    },
  ],
  quote: {
    text: 'Our auditors used to send us a list of sixty samples and we would spend a week finding the paperwork. This year we gave them read-only access and they were done in two days.',
    name: 'Carla Jennings',
    role: 'Finance Director',
    company: 'Pinecrest Water District',
  },
  faq: [
    {
      question: 'Do you support fund accounting?',
      answer:
        'Yes. Funds are a dimension on every transaction, with balancing by fund, interfund transfers and reports by fund, function and object code.',
    },
    {
      question: 'Is Aden available for public-sector procurement?',
      answer:
        'Aden can be purchased directly or through cooperative purchasing agreements; contact sales for the contract vehicles available in your state.',
    },
    {
      question: 'Where is our data hosted?',
      answer:
        'Customer data for US public-sector customers is hosted in US data centers, encrypted at rest and in transit. Our SOC 2 Type II report is available under NDA.',
    },
    {
      question: 'Can citizens or vendors submit forms online?',
      answer:
        'Yes. Online forms for vendor registration, permit-related payments or service requests can be published, and submissions are read into Aden records by Intelligent Data Onboarding.',
    },
  ],
  cta: {
    heading: 'Talk to our public-sector team',
    body: 'Tell us about your funds, departments and procurement policy, and we will show how they map to Aden in a session with your finance staff.',
    primary: { label: 'Contact sales', action: 'contact-sales' },
    secondary: { label: 'Book a demo', action: 'book-demo' },
  },
  updated: '2026-10-24',
} satisfies IndustrySource;
