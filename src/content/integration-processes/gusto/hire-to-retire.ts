import type { IntegrationProcessSource } from '@/content/schema';

export default {
  title: 'Hire to retire with Gusto',
  summary: 'Gusto keeps HR and payroll; Aden schedules, records and approves the hours that payroll pays.',
  paragraphs: [
    'Gusto is where people are hired and paid; Aden is where they are scheduled and where their hours are recorded against jobs. A new hire added in Gusto appears in Aden the same day with their pay rate and department, ready to be scheduled once their certifications are on file.',
    'At the end of each pay period, the manager locks approved time in Aden and it arrives in Gusto split into regular, overtime and paid-leave hours. After payroll runs, the journal comes back and labor cost is spread across the jobs the hours were worked on, including the employer taxes.',
  ],
  flow: [
    {
      title: 'Hire in Gusto',
      system: 'partner',
      body: 'The new employee, pay rate and department sync to Aden and an onboarding checklist starts.',
    },
    {
      title: 'Schedule and clock',
      system: 'aden',
      body: 'Shifts are published and time is clocked in Aden against jobs and cost codes.',
    },
    {
      title: 'Send approved hours',
      system: 'partner',
      body: 'Locked periods are sent to Gusto by pay type; Gusto runs payroll as usual.',
    },
    {
      title: 'Cost the payroll',
      system: 'aden',
      body: 'The payroll journal returns to Aden and labor cost is allocated to jobs and projects.',
    },
    {
      title: 'Offboard',
      system: 'partner',
      body: 'A termination in Gusto closes the worker in Aden, removes future shifts and revokes access.',
    },
  ],
  outcome: {
    value: '99.6%',
    label: 'of pay runs with no correction after the switch',
    source: { from: 'usage-2026', statistic: 'share', n: 176, of: 'workspaces using the Gusto integration' },
  },
  updated: '2026-10-20',
} satisfies IntegrationProcessSource;
