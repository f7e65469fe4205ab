import { claimSources } from '@/content/facts/claims';
import type { ModulePageSource } from '@/content/schema';

export default {
  name: 'Contracting',
  headline: 'From bid to final payment, with every change accounted for.',
  intro:
    'Aden Contracting is the job-cost and billing backbone for general contractors, specialty trades and service contractors: estimates, budgets by cost code, subcontracts, change orders, field reports and progress billing with retainage.',
  problem: {
    heading: 'Margin is won in the bid and lost in the changes',
    paragraphs: [
      'On most jobs the estimate lives in one spreadsheet, the budget in another, and change orders in e-mail. Extra work is done on a verbal instruction and billed months later, if at all. Pay applications take days to assemble, and subcontractors are paid before their lien waivers arrive.',
    ],
    painPoints: [
      'Change orders agreed verbally and never billed',
      'Job costs a month behind',
      'Pay applications assembled by hand',
      'Missing lien waivers and expired insurance',
    ],
  },
  capabilities: [
    {
      title: 'Estimates that become budgets',
      body: 'Build estimates from cost codes, assemblies and supplier quotes. When the bid is won, it becomes the job budget and the schedule of values without re-typing, so every cost is compared with what you priced.',
      illustration: 'bid-estimate',
    },
    {
      title: 'Change orders before the work',
      body: 'Field teams raise potential changes from their phone with photos. Each is priced, sent for owner approval and added to the contract and budget, and the dashboard shows pending changes by value so nothing is forgotten.',
      illustration: 'change-order',
    },
    {
      title: 'Progress billing with retainage',
      body: 'Pay applications are generated from percent complete per line, with stored materials, approved changes and retainage, in AIA-style G702 and G703 formats or your own layout.',
      illustration: 'progress-billing',
    },
    {
      title: 'Subcontractor compliance',
      body: 'Track subcontracts, insurance certificates and lien waivers. Payments are held automatically when a certificate has lapsed or a waiver for the period is missing.',
      illustration: 'subcontractor-compliance',
    },
    {
      title: 'Daily field reports',
      body: 'Foremen record crew hours, equipment, deliveries, weather and progress with photos in a few minutes a day. Reports feed job cost and percent complete directly.',
      illustration: 'field-report',
    },
  ],
  connections: [
    {
      module: 'project-management',
      text: 'Schedules, tasks and milestones come from the shared project record; contracting adds cost codes and billing.',
    },
    {
      module: 'workforce',
      text: 'Crew time is clocked against job and cost code, with prevailing-wage and certified payroll support.',
    },
    {
      module: 'accounting',
      text: 'Job costs, billings, retainage receivable and payable all post to the ledger with the job as a dimension.',
    },
    {
      module: 'inventory-management',
      text: 'Materials issued from the yard or delivered to site are costed to the job.',
    },
  ],
  figures: [
    {
      value: '+2.8 points',
      label: 'margin retained on jobs with tracked changes',
      source: claimSources.marginOnTrackedChanges,
    },
    {
      value: '4 days',
      label: 'faster pay applications',
      source: claimSources.payApplicationsFaster,
    },
    {
      value: '100%',
      label: 'of subcontractor payments checked for waivers',
      source: {
        from: 'usage-2026',
        statistic: 'share',
        n: 188,
        of: 'workspaces paying subcontractors through Aden',
      },
    },
  ],
  faq: [
    {
      question: 'Do you produce AIA G702 and G703 forms?',
      answer:
        'Aden produces pay applications in the G702/G703 layout and in custom layouts owners require. If you hold an AIA license, your own AIA documents can be attached to the application.',
    },
    {
      question: 'Can we handle work-in-progress schedules for our surety?',
      answer:
        'Yes. The WIP schedule with contract value, costs to date, estimated cost to complete, over- and under-billing is produced at any month end and exported for your bonding agent.',
    },
    {
      question: 'Does it work for service and maintenance contracts?',
      answer:
        'Yes. Service agreements with scheduled visits, time-and-materials call-outs and recurring billing run alongside project jobs, sharing technicians, vans and stock.',
    },
    {
      question: 'Can foremen use it without signal on site?',
      answer:
        'Field reports, time and photos are captured offline in the app and sync when the phone is back in coverage.',
    },
  ],
  cta: {
    heading: 'Bring one job and see it in Aden',
    body: 'Book a demo with our construction team. Send us an estimate and a pay application beforehand, and we will show the same job running in Aden.',
    primary: { label: 'Book a demo', action: 'book-demo' },
    secondary: { label: 'Read how TC Boiler did it', href: '/case-studies/tc-boiler' },
  },
  updated: '2026-11-06',
} satisfies ModulePageSource;
