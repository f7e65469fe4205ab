import { companyFigures } from '@/content/facts/company';
import type { IntegrationProcessSource } from '@/content/schema';

export default {
  title: 'Data migration from a Google Drive folder',
  summary:
    'Drop old exports and spreadsheets into a Drive folder; Intelligent Data Onboarding reads and maps them for review.',
  paragraphs: [
    'Migration projects stall while someone reformats files into import templates. With Drive connected, your team drops exports from the old system, spreadsheets and scanned supplier forms into one shared folder. Aden picks each file up within five minutes and starts extraction, so work begins on the first day of the project.',
    'Every file gets a status back in Drive and in Aden: read, mapped, waiting for review or loaded. Your team works the review queue in Aden, and the folder becomes the migration’s audit trail of what was supplied and when.',
  ],
  flow: [
    {
      title: 'Files dropped',
      system: 'partner',
      body: 'Exports, spreadsheets and PDFs go into the watched Drive folder, in any layout.',
    },
    {
      title: 'Extracted and mapped',
      system: 'aden',
      body: 'Each file is read and mapped to Aden records with a confidence per field.',
    },
    {
      title: 'Reviewed',
      system: 'aden',
      body: 'Doubtful rows wait in the review queue; your decisions become rules for similar rows.',
    },
    {
      title: 'Loaded',
      system: 'aden',
      body: 'Approved records load into the modules with a report of what came from which file.',
    },
  ],
  outcome: companyFigures.firstModuleLive,
  updated: '2026-11-01',
} satisfies IntegrationProcessSource;
