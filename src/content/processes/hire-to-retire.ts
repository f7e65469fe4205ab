import { claimSources } from '@/content/facts/claims';
import type { ProcessSource } from '@/content/schema';

export default {
  title: 'Hire to retire',
  summary:
    'Onboarding, documents, scheduling, time, payroll preparation and a clean offboarding for every worker.',
  intro:
    'Every person who joins needs a contract, equipment, certifications, a schedule and a payslip that is right the first time; every person who leaves needs access removed and final pay calculated. Aden keeps one worker record from offer to exit, so HR, site managers and payroll stop keeping their own copies.',
  steps: [
    {
      title: 'Onboard',
      body: 'A new hire fills in their details, tax forms and bank account on their phone; documents are checked and filed before the first day.',
      module: 'workforce',
    },
    {
      title: 'Certify',
      body: 'Required certifications for the role are listed with expiry dates, and the person cannot be scheduled for work that needs a certificate they lack.',
      module: 'module-training',
    },
    {
      title: 'Schedule',
      body: 'Shifts and crew assignments are planned against availability, skills and labor budget, and published to phones.',
      module: 'workforce',
    },
    {
      title: 'Record time',
      body: 'Time is clocked on a phone with location and job, or entered as a timesheet; managers approve by exception.',
      module: 'workforce',
    },
    {
      title: 'Prepare payroll',
      body: 'Approved hours are split into pay types and sent to your payroll provider; labor cost is posted to jobs and projects.',
      module: 'accounting',
    },
    {
      title: 'Offboard',
      body: 'On the last day, access is revoked, equipment returns are tracked, and final hours and leave balances go to payroll.',
      module: 'workforce',
    },
  ],
  modules: ['workforce', 'module-training', 'accounting'],
  measures: [
    'Days from offer to first shift',
    'Timesheets approved on time',
    'Payroll corrections per period',
    'Expired certifications on active workers',
  ],
  figures: [
    {
      value: '4 hours',
      label: 'saved per payroll cycle for every 50 hourly workers',
      source: claimSources.payrollHoursSaved,
    },
    {
      value: '0',
      label: 'shifts assigned to a worker with an expired certificate',
      source: claimSources.expiredCertificateShifts,
    },
  ],
  updated: '2026-10-14',
} satisfies ProcessSource;
