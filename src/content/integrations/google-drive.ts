import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'Google Drive',
  category: 'Storage',
  summary: 'Feed Intelligent Data Onboarding from a Drive folder and file Aden documents back to Drive.',
  description:
    'Point Aden at a shared Drive folder and every spreadsheet, PDF or scanned form dropped into it is read by Intelligent Data Onboarding. Documents Aden produces, such as invoices, purchase orders and signed change orders, can be filed to Drive folders per customer or project so your team finds them where they already look.',
  logo: { letters: 'GD', background: '#2E7D6B' },
  iconSlug: 'googledrive',
  syncs: [
    { data: 'Files in the watched folder', direction: 'to-aden', when: 'Within five minutes of upload' },
    { data: 'Generated documents (PDF)', direction: 'from-aden', when: 'When a document is issued' },
  ],
  setup: [
    {
      title: 'Choose Connect',
      body: 'Open Settings > Integrations > Google Drive and choose Connect.',
      system: 'aden',
    },
    {
      title: 'Allow access to chosen folders',
      body: 'Sign in with a Google Workspace account and allow access to the folders you pick (not the whole Drive).',
      system: 'partner',
    },
    {
      title: 'Choose the inbox and folder pattern',
      body: 'Choose the inbox folder for onboarding and the folder pattern for outgoing documents, e.g. Customers/{name}/Invoices.',
      system: 'aden',
    },
  ],
  relevance: { 'ai-form': 1, accounting: 3, contracting: 3 },
  updated: '2026-11-01',
} satisfies IntegrationSource;
