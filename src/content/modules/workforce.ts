import { claimSources } from '@/content/facts/claims';
import { seatRuleSentence } from '@/content/facts/seats';
import type { ModulePageSource } from '@/content/schema';

export default {
  name: 'Workforce',
  headline: 'Schedules, time and people records for crews, shifts and offices.',
  intro:
    'Aden Workforce brings scheduling, time capture, leave, worker documents and payroll preparation into one place, built for teams whose people work on sites, shifts and the road as much as at desks.',
  problem: {
    heading: 'Hourly and field teams are managed on paper, group chats and spreadsheets',
    paragraphs: [
      'Rosters are sent as screenshots, time is written on paper and typed in on Monday, and the first sign of an expired safety certificate is an incident. Payroll spends two days each period correcting hours, and job costs are based on estimates because nobody knows where the hours went.',
    ],
    painPoints: [
      'Timesheets keyed from paper',
      'Shifts changed by text message',
      'Certifications tracked in a spreadsheet',
      'Payroll corrections every period',
    ],
  },
  capabilities: [
    {
      title: 'Shift and crew scheduling',
      body: 'Build rosters by drag and drop against availability, skills, certifications and labor budget. Publishing sends each person their shifts on the app, and swaps are requested and approved there too.',
      illustration: 'shift-schedule',
    },
    {
      title: 'Clock in from the phone',
      body: 'Workers clock in and out with the job and cost code on their phone, with location recorded at the moment of clocking. Supervisors can clock in a crew on one device when people do not carry phones.',
      illustration: 'mobile-clock',
    },
    {
      title: 'Timesheets approved by exception',
      body: 'Time that matches the schedule is pre-approved; managers review only the differences: late starts, missed breaks and overtime. Overtime rules follow the worker’s location and agreement.',
      illustration: 'approval-flow',
    },
    {
      title: 'Worker records and documents',
      body: 'Contracts, ID, tax forms, certifications and training records sit on one worker profile with expiry dates. Aden warns before something expires and will not schedule someone for work they are not certified for.',
      illustration: 'employee-profile',
    },
    {
      title: 'Payroll preparation',
      body: 'Approved hours are split into pay types and sent to Gusto, ADP or a file for your payroll provider. The payroll journal returns so labor cost lands on the right jobs and departments.',
      illustration: 'payroll',
    },
  ],
  connections: [
    {
      module: 'project-management',
      text: 'Hours are recorded against project tasks and jobs, so project budgets show real labor, not estimates.',
    },
    {
      module: 'module-training',
      text: 'Completed courses and certifications are added to the worker record automatically, with their expiry dates.',
    },
    {
      module: 'accounting',
      text: 'Payroll journals and labor allocations post to the ledger by department and job.',
    },
  ],
  figures: [
    {
      value: '4 hours',
      label: 'saved per payroll run per 50 hourly workers',
      source: claimSources.payrollHoursSaved,
    },
    {
      value: '−72%',
      label: 'payroll corrections after three periods',
      source: { from: 'benchmark-2026', segment: 'all', n: 109, statistic: 'median' },
    },
    {
      value: '0',
      label: 'shifts given to someone with an expired certificate',
      source: claimSources.expiredCertificateShifts,
    },
  ],
  faq: [
    {
      question: 'Does clocking in need a GPS signal?',
      answer:
        'Location is recorded when the phone has it and the clock-in is accepted either way; you can require it per job site and set a radius, in which case clock-ins outside it are flagged for the supervisor, not refused.',
    },
    {
      question: 'Which payroll providers do you connect to?',
      answer:
        'Gusto and ADP Workforce Now have direct connections. For other providers Aden produces the pay-data file in the provider’s import format; Paychex, Paylocity and Sage formats are included.',
    },
    {
      question: 'Can it handle union and prevailing-wage rules?',
      answer:
        'Yes. Pay rules can depend on the worker’s classification, the job and the day, including prevailing-wage rates on public contracts and certified payroll reports in the WH-347 format.',
    },
    {
      question: 'What does the worker app cost?',
      answer: `Nothing. ${seatRuleSentence} Supervisors, managers and administrators are office users.`,
    },
  ],
  cta: {
    heading: 'Put your next roster on Aden',
    body: 'Start free, invite your team and publish a week of shifts. Your people install the app and clock in the same day.',
    primary: { label: 'Start for free', action: 'start-free' },
    secondary: { label: 'Contact sales', action: 'contact-sales' },
  },
  updated: '2026-10-14',
} satisfies ModulePageSource;
