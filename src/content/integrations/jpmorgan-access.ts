import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'J.P. Morgan Access',
  category: 'Banking',
  summary:
    'Requested: a direct bank feed from J.P. Morgan Access, for companies whose bank does not allow aggregators.',
  description:
    'Aden reads bank transactions through Plaid today. Some larger customers bank with J.P. Morgan on treasury terms that do not allow an aggregator, and have asked for a direct feed: prior-day and intraday statements (BAI2) delivered to Aden over the bank’s host-to-host channel, and payment files sent from Aden for approval in Access. It is not scheduled yet; the more customers ask, the sooner it is.',
  logo: { letters: 'JP', background: '#5A4636' },
  iconSlug: 'chase',
  syncs: [
    {
      data: 'Prior-day and intraday statements (BAI2)',
      direction: 'to-aden',
      when: 'Each morning and hourly',
    },
    {
      data: 'Vendor payment files (ACH and wire)',
      direction: 'from-aden',
      when: 'When a payment run is approved',
    },
  ],
  setup: [
    {
      title: 'Add Aden as a statement recipient',
      body: 'Your treasury team will ask J.P. Morgan to add Aden as a host-to-host recipient of your statements.',
      system: 'partner',
    },
    {
      title: 'Exchange keys and test a file',
      body: 'Aden’s onboarding team will exchange keys with the bank and test a statement file with you.',
      system: 'aden',
    },
    {
      title: 'Link accounts and start matching',
      body: 'Each account will then be linked to its Aden bank account and matching will start.',
      system: 'aden',
    },
  ],
  relevance: { accounting: 3 },
  updated: '2026-11-27',
} satisfies IntegrationSource;
