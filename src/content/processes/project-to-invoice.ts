import { claimSources } from '@/content/facts/claims';
import type { ProcessSource } from '@/content/schema';

export default {
  title: 'Project to invoice',
  summary:
    'From a signed proposal to a paid invoice: plans, staffing, time, budget control and billing for services work.',
  intro:
    'Services firms lose margin between the work and the invoice: hours that never reach a timesheet, scope that grew without a change, a milestone billed two weeks late. Aden ties the plan, the time and the billing rules together, so the invoice is a by-product of running the project.',
  steps: [
    {
      title: 'Set up from the proposal',
      body: 'A won proposal becomes a project with its phases, budget, rates and billing plan: fixed fee, time and materials, milestones or retainer.',
      module: 'professionalServices',
    },
    {
      title: 'Staff the work',
      body: 'Roles are filled from people with the right skills and free capacity, and the plan shows who is over or under booked.',
      module: 'professionalServices',
    },
    {
      title: 'Track time and costs',
      body: 'People log time against tasks daily from the browser or phone; expenses and supplier costs land on the project as they are approved.',
      module: 'workforce',
    },
    {
      title: 'Control the budget',
      body: 'Budget burn is compared to progress every week; work outside scope is flagged as a change before it is done.',
      module: 'project-management',
    },
    {
      title: 'Bill',
      body: 'Invoices are drafted from the billing plan and approved time, with the detail the client expects, for the project manager to review.',
      module: 'accounting',
    },
    {
      title: 'Recognize revenue',
      body: 'Revenue follows the contract type, percentage of completion or milestones, and work in progress is posted at month end.',
      module: 'accounting',
    },
  ],
  modules: ['professionalServices', 'project-management', 'workforce', 'accounting'],
  measures: [
    'Billable utilization',
    'Realization rate',
    'Days from milestone to invoice',
    'Projects over budget',
  ],
  figures: [
    {
      value: '+6 points',
      label: 'average realization gain after six months',
      source: claimSources.realisationGain,
    },
    {
      value: '1 day',
      label: 'from milestone sign-off to invoice',
      source: claimSources.milestoneToInvoice,
    },
  ],
  updated: '2026-10-22',
} satisfies ProcessSource;
