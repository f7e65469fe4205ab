import { claimSources } from '@/content/facts/claims';
import { companyFigures } from '@/content/facts/company';
import { demoMinutes, goLive } from '@/content/facts/timeline';
import type { ModulePageSource } from '@/content/schema';

export default {
  name: 'Finance & Accounting',
  headline: 'Books that keep themselves current, and a close measured in days.',
  intro:
    'Aden Accounting is a full general ledger with receivables, payables, banking and reporting, fed in real time by the rest of your operations. Sales, purchases, payroll and stock movements post as they happen, and AI handles the matching, coding and chasing that used to fill the last week of every month.',
  problem: {
    heading: 'Finance teams spend their month re-entering what the business already knows',
    paragraphs: [
      'In most growing companies, accounting sits at the end of a chain of spreadsheets. Orders are invoiced from a list someone exports, supplier bills are typed from PDFs, and the bank is reconciled line by line in the first week of the next month. By the time the numbers are ready, they describe a business that has already moved on.',
    ],
    painPoints: [
      'Bank reconciliation done by hand, weeks after the fact',
      'Supplier bills keyed from PDFs and e-mails',
      'Invoices that miss items shipped or hours worked',
      'A close that takes eight to twelve working days',
    ],
  },
  capabilities: [
    {
      title: 'Bank reconciliation that runs every morning',
      body: 'Bank and card feeds arrive daily and are matched to invoices, bills, payroll and payouts by amount, reference and counterparty. Aden learns from the matches your team confirms, so the share of lines matched without anyone touching them grows month by month.',
      illustration: 'bank-feed',
      points: [
        'Partial, combined and multi-currency payments',
        'Rules suggested from your own history',
        'Exceptions assigned with the likely match shown',
      ],
    },
    {
      title: 'Receivables that collect',
      body: 'Invoices are generated from shipments, timesheets or billing plans and sent with a payment link. Reminders follow the schedule you set per customer segment and stop the moment a payment is applied, and the aged receivables report shows who to call first by value at risk.',
      illustration: 'invoice',
    },
    {
      title: 'Payables without the typing',
      body: 'Supplier bills sent to your Aden inbox are read by Intelligent Data Onboarding, coded from the supplier’s history and matched to purchase orders and receipts. Approvers see what changed since the order, and payment runs are built around due dates and early-payment discounts.',
      illustration: 'expense-receipt',
    },
    {
      title: 'A close you can run as a checklist',
      body: 'The close checklist assigns every task to an owner with a due date, from accruals and depreciation to intercompany and review. Recurring journals are scheduled once. Periods lock when their tasks are complete, so nothing posts into a month you have already reported.',
      illustration: 'close-checklist',
    },
    {
      title: 'Reporting from the source',
      body: 'Profit and loss, balance sheet, cash flow and budget-versus-actual reports are live and drill down to the document behind every number. Dimensions for entity, department, project and location come from the transaction, not from a spreadsheet after the fact.',
      illustration: 'financial-report',
    },
    {
      title: 'Multi-entity and multi-currency',
      body: 'Run several companies in one Aden account with their own currencies, tax settings and charts of accounts. Intercompany transactions create both sides automatically, and consolidation eliminates them in group reports.',
      illustration: 'multi-entity',
    },
  ],
  connections: [
    {
      module: 'inventory-management',
      text: 'Every receipt, shipment and adjustment posts its value to the ledger at cost, so stock on the balance sheet equals stock in the warehouse without a month-end valuation exercise.',
    },
    {
      module: 'project-management',
      text: 'Costs and revenue carry their project, so job profitability and work in progress are available any day of the month, not only after the close.',
    },
    {
      module: 'workforce',
      text: 'Approved hours and payroll journals arrive coded to departments and jobs, so labor cost is allocated where it was spent.',
    },
    {
      module: 'ai-form',
      text: 'Supplier bills, receipts and bank statements are read by Intelligent Data Onboarding and arrive as drafts ready for matching and approval.',
    },
  ],
  figures: [
    companyFigures.bankLinesMatched,
    {
      value: '3 days',
      label: 'typical close, down from ten',
      source: claimSources.daysToClose,
    },
    {
      value: '11 days',
      label: 'median reduction in DSO',
      source: claimSources.dsoReduction,
    },
  ],
  faq: [
    {
      question: 'Can we keep our current accounting system and use Aden for operations?',
      answer:
        'Yes. Many customers start by connecting QuickBooks Online or Xero and move the ledger to Aden later, or never. Invoices, bills, payments and month-end journals are posted to your existing books with your account mapping.',
    },
    {
      question: 'Which countries’ tax rules do you support?',
      answer:
        'Aden calculates sales tax for the United States and Canada, and VAT or GST for the United Kingdom, the European Union, Australia and New Zealand. Tax codes are configurable for other jurisdictions, and reports can be exported in the formats your adviser needs.',
    },
    {
      question: 'How does Aden handle audit requirements?',
      answer:
        'Every posting records who created and approved it and links to its source document. Closed periods are locked, changes after lock require a reopening with a reason, and auditors can be given read-only access to the ledger and its evidence.',
    },
    {
      question: 'How long does it take to move our books to Aden?',
      answer: `Most customers go live at the start of a month, with opening balances and open invoices and bills migrated by Intelligent Data Onboarding. Across the ${goLive.firstModuleCustomers} customers whose first module went live in 2025, the median from kick-off to the first module in daily use was ${goLive.firstModuleMedianWeeks} weeks (${goLive.bySize.map((band) => `${band.firstModuleWeeks} weeks ${band.label.toLowerCase()}`).join(', ')}); historic transactions can be loaded for comparison reporting.`,
    },
    {
      question: 'Does the AI post transactions on its own?',
      answer:
        'Only where you allow it. By default Aden proposes matches and coding and a person confirms them; you can set confidence thresholds above which confirmed patterns are applied automatically, and every automatic action is logged.',
    },
  ],
  cta: {
    heading: 'See your own bank feed reconciled in the demo',
    body: `Book a ${demoMinutes}-minute demo and we will connect a sandbox bank feed, run the matching and walk through a month-end checklist built for a company of your size.`,
    primary: { label: 'Book a demo', action: 'book-demo' },
    secondary: { label: 'Start for free', action: 'start-free' },
  },
  updated: '2026-11-08',
} satisfies ModulePageSource;
