import type { ModulePageSource } from '@/content/schema';

export default {
  name: 'Project Management',
  headline: 'Plans, budgets and progress on the same page as the money.',
  intro:
    'Aden Project Management plans work with tasks, dependencies and milestones, and ties every hour, purchase and invoice to the project it belongs to. Project managers see budget burn against progress every week instead of finding the overrun at the end.',
  problem: {
    heading: 'Project plans and project finances live in different worlds',
    paragraphs: [
      'The schedule is in one tool, the budget in a spreadsheet and the actual costs in accounting, reconciled once a month if someone has time. By the time a project manager sees that labor is 30% over, the work is done and the margin is gone.',
    ],
    painPoints: [
      'Budget overruns found after the fact',
      'Timesheets not linked to tasks',
      'Status reports assembled by hand every week',
      'Scope changes done before they are agreed',
    ],
  },
  capabilities: [
    {
      title: 'Plans with real dependencies',
      body: 'Build schedules with tasks, dependencies, milestones and durations, in a Gantt chart or a board. When a task slips, everything that depends on it moves and the critical path is recalculated so you see which delays matter.',
      illustration: 'gantt',
    },
    {
      title: 'Boards for day-to-day work',
      body: 'Teams that work in short cycles use boards with columns they define. Cards are the same tasks as in the plan, so the board and the Gantt chart never disagree.',
      illustration: 'kanban',
    },
    {
      title: 'Budgets against actuals',
      body: 'Each project has a budget by phase and cost type. Time, expenses, purchases and subcontracts post against it as they are approved, and earned value shows whether spend is in line with progress.',
      illustration: 'budget',
    },
    {
      title: 'Early warnings',
      body: 'Aden scores every project weekly on schedule, budget and open risks and tells the project manager which ones need attention, with the reason: a task three weeks late, labor at 80% of budget at 50% complete.',
      illustration: 'risk-radar',
    },
    {
      title: 'Status reports that write themselves',
      body: 'A status report with progress, budget, milestones and risks is drafted from the project data each week; the project manager adds commentary and sends it to the client or the board.',
      illustration: 'dashboard',
    },
  ],
  connections: [
    {
      module: 'workforce',
      text: 'People log time against project tasks; approved hours become project cost at their loaded rate.',
    },
    {
      module: 'accounting',
      text: 'Project revenue, cost and work in progress post to the ledger with the project as a dimension.',
    },
    {
      module: 'professionalServices',
      text: 'Services firms add resourcing, rates and client billing on top of the same project record.',
    },
    {
      module: 'contracting',
      text: 'Construction jobs use the same plans and budgets with cost codes, change orders and progress billing.',
    },
  ],
  figures: [
    {
      value: '3 weeks',
      label: 'earlier warning of budget overruns on average',
      source: { from: 'benchmark-2026', segment: 'all', n: 143, statistic: 'mean' },
    },
    {
      value: '2 hours',
      label: 'saved per project manager per week on reporting',
      source: { from: 'benchmark-2026', segment: 'all', n: 151, statistic: 'median' },
    },
    {
      value: '31%',
      label: 'fewer projects finishing over budget',
      source: { from: 'benchmark-2026', segment: 'all', n: 127, statistic: 'median' },
    },
  ],
  faq: [
    {
      question: 'Can we import plans from Microsoft Project or spreadsheets?',
      answer:
        'Yes. Aden imports Microsoft Project XML files and spreadsheets with tasks, durations and dependencies through Intelligent Data Onboarding, and keeps your task numbering.',
    },
    {
      question: 'Do clients get access?',
      answer:
        'You can share a read-only client view of selected projects with milestones, status reports and documents. Clients do not need a paid seat.',
    },
    {
      question: 'How is earned value calculated?',
      answer:
        'Aden compares planned value from the baseline schedule, earned value from percent complete and actual cost from posted transactions, and reports cost and schedule performance indices per project and phase.',
    },
    {
      question: 'Is there a limit on the number of projects?',
      answer:
        'No. Plans limit users and modules, not projects. Archived projects remain searchable and reportable.',
    },
  ],
  cta: {
    heading: 'Run your next project on Aden',
    body: 'Start free with one project, or book a demo and we will rebuild one of your current project plans with its budget so you can compare.',
    primary: { label: 'Start for free', action: 'start-free' },
    secondary: { label: 'Book a demo', action: 'book-demo' },
  },
  updated: '2026-10-18',
} satisfies ModulePageSource;
