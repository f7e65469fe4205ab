import { claimSources } from '@/content/facts/claims';
import { companyFigures } from '@/content/facts/company';
import type { ProcessSource } from '@/content/schema';

export default {
  title: 'Data migration',
  summary:
    'Moving customers, suppliers, items, balances and open documents from old systems into Aden in weeks, not months.',
  intro:
    'The hardest part of changing systems is the data. Exports never match the new format, spreadsheets carry ten years of workarounds, and half the supplier records are duplicates. Intelligent Data Onboarding reads what you have, maps it to Aden and shows you the doubtful rows before anything is loaded.',
  steps: [
    {
      title: 'Collect the files',
      body: 'Upload exports, spreadsheets and scanned documents as they are; there is no template to fill in first.',
      module: 'ai-form',
    },
    {
      title: 'Extract and map',
      body: 'Columns and fields are recognized and mapped to Aden records (customers, suppliers, items, balances, open invoices) with a confidence for each.',
      module: 'ai-form',
    },
    {
      title: 'Clean',
      body: 'Duplicates are grouped, addresses and tax numbers normalized, and rows that fail a rule are listed with the reason.',
      module: 'ai-form',
    },
    {
      title: 'Review',
      body: 'Your team confirms low-confidence rows in a review queue; decisions become rules for the rest of the file.',
      module: 'ai-form',
    },
    {
      title: 'Load and balance',
      body: 'Records load into the modules, opening balances are checked against your old trial balance, and a report shows what came from where.',
      module: 'accounting',
    },
  ],
  modules: ['ai-form', 'accounting', 'inventory-management'],
  measures: [
    'Weeks from kick-off to go-live',
    'Rows needing manual review',
    'Opening balance differences',
    'Duplicates removed',
  ],
  figures: [
    companyFigures.firstModuleLive,
    {
      value: '3.2%',
      label: 'of rows needing a person to look at them',
      source: claimSources.rowsNeedingReview,
    },
  ],
  updated: '2026-11-12',
} satisfies ProcessSource;
