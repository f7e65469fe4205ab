import { claimSources } from '@/content/facts/claims';
import type { ModulePageSource } from '@/content/schema';

export default {
  name: 'Professional Services',
  headline: 'Sell, staff, deliver and bill client work without losing hours on the way.',
  intro:
    'Aden Professional Services is built for consultancies, agencies, engineering and IT services firms. It connects proposals, resource plans, timesheets and billing so utilization and margin are visible per person, per project and per client.',
  problem: {
    heading: 'Services firms lose margin in the gaps between tools',
    paragraphs: [
      'Staffing is planned in a spreadsheet, time is logged in another tool on Friday afternoon from memory, and invoices are drafted in accounting from exports. Hours leak at every step, and partners find out which projects lost money only at year end.',
    ],
    painPoints: [
      'Unbilled hours and late timesheets',
      'Over-booked seniors and idle juniors',
      'Invoices drafted from exports',
      'Margin known only after the project ends',
    ],
  },
  capabilities: [
    {
      title: 'Resource planning',
      body: 'See who is booked on what for the next twelve weeks, by role and skill. Tentative bookings for proposals sit beside confirmed ones so you can see the effect of winning a deal before it closes.',
      illustration: 'resource-planner',
    },
    {
      title: 'Time that gets logged',
      body: 'Daily time entry from the browser, phone or calendar, with suggestions from meetings and previous days. Reminders go out before the deadline, and timesheets are locked for billing once approved.',
      illustration: 'timesheet',
    },
    {
      title: 'Billing for every contract type',
      body: 'Time and materials, fixed fee, milestones, retainers and capped fees, each with its own rules for what is billable, at which rate and when. Draft invoices are ready for review on your billing day.',
      illustration: 'retainer',
    },
    {
      title: 'Utilization and realization',
      body: 'Dashboards show billable utilization per person and team, realization per client and project margin against budget, updated daily from approved time and invoices.',
      illustration: 'utilisation-chart',
    },
  ],
  connections: [
    {
      module: 'project-management',
      text: 'Projects, tasks and budgets are shared with the project module, so delivery and commercial views never diverge.',
    },
    {
      module: 'workforce',
      text: 'People, skills, cost rates and leave come from the worker record and shape who can be booked.',
    },
    {
      module: 'accounting',
      text: 'Invoices, revenue recognition and work in progress post to the ledger automatically.',
    },
  ],
  figures: [
    {
      value: '+6 points',
      label: 'realization after six months',
      source: claimSources.realisationGain,
    },
    {
      value: '+9%',
      label: 'billable hours captured',
      source: { from: 'benchmark-2026', segment: 'professional-services', n: 61, statistic: 'median' },
    },
    {
      value: '1 day',
      label: 'from milestone to invoice',
      source: claimSources.milestoneToInvoice,
    },
  ],
  faq: [
    {
      question: 'Can we use different rates for different clients?',
      answer:
        'Yes. Rate cards can be set per role, per person, per client and per project, with effective dates, and the most specific rate applies. Discounts and rate caps are supported.',
    },
    {
      question: 'How is revenue recognized on fixed-fee projects?',
      answer:
        'By percentage of completion based on hours or cost, or on milestone completion, as you choose per project. Aden posts the revenue and the matching work in progress or deferred revenue at month end.',
    },
    {
      question: 'Can consultants log time offline?',
      answer:
        'The mobile app stores entries offline and syncs when it reconnects. Entries keep the date and time they were made, so approvers can see late entries.',
    },
    {
      question: 'Do you integrate with our CRM?',
      answer:
        'HubSpot and Salesforce are connected directly: a won deal creates the project from a template, and budget and billing data returns to the CRM.',
    },
  ],
  cta: {
    heading: 'Find the hours you are not billing',
    body: 'Book a discovery call and we will look at a month of your timesheets and invoices and show where hours are leaking, before you commit to anything.',
    primary: { label: 'Book a discovery call', action: 'discovery-call' },
    secondary: { label: 'Start for free', action: 'start-free' },
  },
  updated: '2026-10-22',
} satisfies ModulePageSource;
