import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'ADP Workforce Now',
  category: 'HR & payroll',
  summary: 'Send approved time to ADP payroll and keep worker records aligned with HR.',
  description:
    'Larger employers keep HR and payroll in ADP. Aden reads the worker record (position, cost center, pay rate) and returns approved time as a pay-data batch, so field and shop-floor hours captured in Aden are paid without re-keying, and HR remains the single record for people data.',
  logo: { letters: 'AD', background: '#8C2F39' },
  iconSlug: 'adp',
  syncs: [
    { data: 'Workers, positions and cost centers', direction: 'to-aden', when: 'Nightly' },
    {
      data: 'Pay-data batch of approved hours',
      direction: 'from-aden',
      when: 'When the pay period is locked',
    },
    { data: 'Time-off balances', direction: 'to-aden', when: 'Nightly' },
  ],
  setup: [
    {
      title: 'Enable the Aden connector',
      body: 'Ask your ADP administrator to enable the Aden connector in the ADP Marketplace.',
      system: 'partner',
    },
    {
      title: 'Enter the ADP client ID',
      body: 'In Aden, open Settings > Integrations > ADP Workforce Now and enter the client ID provided by ADP.',
      system: 'aden',
    },
    {
      title: 'Map pay types to earnings codes',
      body: 'Map Aden pay types to ADP earnings codes.',
      system: 'aden',
    },
    {
      title: 'Check a test batch in ADP',
      body: 'Run a test batch for one pay group and compare it in ADP before going live.',
      system: 'partner',
    },
  ],
  relevance: { workforce: 2, construction: 2, healthcare: 1, government: 2 },
  updated: '2026-07-14',
} satisfies IntegrationSource;
