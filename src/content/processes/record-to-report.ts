import { claimSources } from '@/content/facts/claims';
import { companyFigures } from '@/content/facts/company';
import type { ProcessSource } from '@/content/schema';

export default {
  title: 'Record to report',
  summary:
    'Journal entries, reconciliations, the month-end close and financial statements your board can rely on.',
  intro:
    'Record to report turns thousands of transactions into a handful of statements, and its quality depends on everything upstream. Aden posts operational events to the ledger as they happen, reconciles continuously and runs the close as a checklist, so the month is mostly closed before it ends.',
  steps: [
    {
      title: 'Record continuously',
      body: 'Sales, purchases, payroll and stock movements post to the ledger in real time with their dimensions: entity, department, project and location.',
      module: 'accounting',
    },
    {
      title: 'Reconcile daily',
      body: 'Bank, card and clearing accounts are matched every morning; the few exceptions are assigned to a person with the evidence attached.',
      module: 'accounting',
    },
    {
      title: 'Accrue and adjust',
      body: 'Recurring accruals, prepayments and depreciation are scheduled once; work in progress and unbilled time come from projects automatically.',
      module: 'project-management',
    },
    {
      title: 'Close',
      body: 'A close checklist with owners and due dates tracks every task; a period locks when its tasks are done, so nothing posts into a closed month.',
      module: 'accounting',
    },
    {
      title: 'Consolidate',
      body: 'Entities close in their own currency and consolidate with intercompany eliminations into group statements.',
      module: 'accounting',
    },
    {
      title: 'Report',
      body: 'Profit and loss, balance sheet, cash flow and management packs are generated from the closed ledger and can be drilled down to the source document.',
      module: 'accounting',
    },
  ],
  modules: ['accounting', 'project-management'],
  measures: [
    'Working days to close',
    'Adjustments after close',
    'Unreconciled items older than 30 days',
    'Time to produce the board pack',
  ],
  figures: [
    {
      value: '10 → 3',
      label: 'working days to close for a typical mid-size customer',
      source: claimSources.daysToClose,
    },
    companyFigures.bankLinesMatched,
  ],
  updated: '2026-11-08',
} satisfies ProcessSource;
