import type { IntegrationProcessSource } from '@/content/schema';

export default {
  title: 'Bid to bill with Dropbox job folders',
  summary:
    'Lien waivers and insurance certificates dropped in job folders unlock subcontractor payments and pay applications.',
  paragraphs: [
    'A pay application cannot go out without the right lien waivers, and a subcontractor should not be paid without current insurance. Field teams already save those documents in Dropbox job folders. Aden watches the folders, reads each waiver and certificate, and records its amount, period and expiry against the subcontract.',
    'When it is time to bill, Aden shows which waivers are still missing for the period, and signed pay applications and change orders are filed back into the same job folder where the project team expects them.',
  ],
  flow: [
    {
      title: 'Job folder linked',
      system: 'partner',
      body: 'Each Aden job is linked to its Dropbox folder by name and job number.',
    },
    {
      title: 'Documents read',
      system: 'aden',
      body: 'Waivers and certificates are read for subcontractor, amount, period and expiry.',
    },
    {
      title: 'Payments checked',
      system: 'aden',
      body: 'Subcontractor payments are held when a waiver is missing or insurance has lapsed.',
    },
    {
      title: 'Pay application filed',
      system: 'partner',
      body: 'The signed pay application is saved to the job folder with the waivers attached.',
    },
  ],
  outcome: {
    value: '6 days',
    label: 'median from period end to a signed pay application with its waivers filed',
    source: {
      from: 'usage-2026',
      statistic: 'median',
      n: 54,
      of: 'workspaces using the Dropbox integration',
    },
  },
  updated: '2026-08-11',
} satisfies IntegrationProcessSource;
