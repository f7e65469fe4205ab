import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'Sage 300 CRE',
  category: 'Construction',
  summary:
    'Will let you run field time, change orders and pay applications in Aden while Sage 300 CRE stays your job cost ledger.',
  description:
    'Many contractors keep Sage 300 Construction and Real Estate (formerly Timberline) as their accounting system for years. The integration will let them add Aden for field time, daily reports, change orders and pay applications without leaving it: Aden reads jobs, cost codes and categories from Sage 300 CRE and sends back approved time, change orders and billing as imports Sage 300 CRE accepts. It is built with three construction customers who run Sage 300 CRE today.',
  logo: { letters: 'S3', background: '#00A35B' },
  syncs: [
    { data: 'Jobs, extras, cost codes and categories', direction: 'to-aden', when: 'Nightly' },
    {
      data: 'Approved field time by job and cost code',
      direction: 'from-aden',
      when: 'Daily, for payroll import',
    },
    { data: 'Approved change orders', direction: 'from-aden', when: 'When approved' },
    { data: 'Pay applications and retainage', direction: 'from-aden', when: 'When approved' },
  ],
  setup: [
    {
      title: 'Install the connector on the Sage server',
      body: 'Install the Aden connector on the server that runs Sage 300 CRE (it reads and writes through Sage’s own import formats).',
      system: 'partner',
    },
    {
      title: 'Pair the connector',
      body: 'In Aden, go to Settings > Integrations > Sage 300 CRE and pair the connector with its code.',
      system: 'aden',
    },
    {
      title: 'Choose the companies and jobs',
      body: 'Choose the Sage 300 CRE companies and jobs to link.',
      system: 'aden',
    },
  ],
  relevance: { contracting: 1, workforce: 3, accounting: 2, construction: 1 },
  updated: '2026-11-27',
} satisfies IntegrationSource;
