import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'Gusto',
  category: 'HR & payroll',
  summary: 'Approved hours and reimbursements go to Gusto payroll; employees come back to Aden.',
  description:
    'Gusto runs payroll; Aden knows who worked where and for how long. Approved timesheets are sent to Gusto as regular, overtime and paid-leave hours per pay period, approved expense claims become reimbursements on the next payslip, and payroll journals come back so labor cost lands on the right projects.',
  logo: { letters: 'G', background: '#A63D40' },
  iconSlug: 'gusto',
  syncs: [
    { data: 'Employees, pay rates and departments', direction: 'to-aden', when: 'On change' },
    { data: 'Approved hours by pay type', direction: 'from-aden', when: 'When the pay period is locked' },
    { data: 'Expense reimbursements', direction: 'from-aden', when: 'When a claim is approved' },
    { data: 'Payroll journal', direction: 'to-aden', when: 'After each payroll run' },
  ],
  setup: [
    {
      title: 'Choose Connect',
      body: 'Open Settings > Integrations > Gusto and choose Connect.',
      system: 'aden',
    },
    {
      title: 'Approve access as an administrator',
      body: 'Sign in to Gusto as an administrator and approve access.',
      system: 'partner',
    },
    {
      title: 'Match employees to workers',
      body: 'Match Gusto employees to Aden workers; new hires are matched automatically by e-mail.',
      system: 'aden',
    },
    {
      title: 'Map pay types to earning types',
      body: 'Map Aden pay types (regular, overtime, holiday) to Gusto earning types.',
      system: 'aden',
    },
  ],
  relevance: { workforce: 1, accounting: 2, construction: 2, healthcare: 2 },
  updated: '2026-10-20',
} satisfies IntegrationSource;
