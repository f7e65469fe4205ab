import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'Sage Intacct',
  category: 'Accounting',
  summary: 'Keep Sage Intacct as your general ledger and run projects, job cost, time and billing in Aden.',
  description:
    'Finance teams that keep Sage Intacct as the book of record use Aden for operations. Aden posts summarized journal entries per job and cost code to Intacct’s dimensions, sends customer invoices and vendor bills with their project and task, and reads back payments, so controllers close in Intacct while project managers see job cost in Aden the same day.',
  logo: { letters: 'SI', background: '#00A35B' },
  iconSlug: 'sage',
  syncs: [
    { data: 'Customers, vendors and projects', direction: 'both', when: 'On change' },
    {
      data: 'Journal entries by job, cost code and department',
      direction: 'from-aden',
      when: 'Nightly or on demand',
    },
    { data: 'Customer invoices and vendor bills', direction: 'from-aden', when: 'When approved' },
    { data: 'Payments received and made', direction: 'to-aden', when: 'Every 30 minutes' },
  ],
  setup: [
    {
      title: 'Create a Web Services user',
      body: 'In Sage Intacct, create a Web Services user and add Aden’s sender ID under Company > Setup > Company > Security.',
      system: 'partner',
    },
    {
      title: 'Enter the company ID and user',
      body: 'In Aden, go to Settings > Integrations > Sage Intacct and enter the company ID and the user’s credentials.',
      system: 'aden',
    },
    {
      title: 'Map jobs and cost codes to dimensions',
      body: 'Map Aden’s jobs, cost codes and departments to Intacct’s dimensions.',
      system: 'aden',
    },
    {
      title: 'Choose when entries post',
      body: 'Choose whether entries post nightly or when a person presses Post.',
      system: 'aden',
    },
  ],
  relevance: {
    accounting: 1,
    contracting: 2,
    professionalServices: 1,
    construction: 1,
    manufacturing: 1,
    government: 1,
    healthcare: 1,
  },
  updated: '2026-11-27',
} satisfies IntegrationSource;
