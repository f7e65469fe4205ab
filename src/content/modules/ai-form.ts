import { claimSources } from '@/content/facts/claims';
import { companyFigures } from '@/content/facts/company';
import type { ModulePageSource } from '@/content/schema';

export default {
  name: 'Intelligent Data Onboarding',
  headline: 'Upload the files you have. Aden reads them, you check them, it loads them.',
  intro:
    'Intelligent Data Onboarding uses document-understanding models to read spreadsheets, exports, PDFs and scans, map them to Aden records and flag only the rows a person needs to look at. It is how customers move in within days, and how supplier bills, receipts and forms keep arriving without typing afterwards.',
  problem: {
    heading: 'Data entry and migration are the hidden cost of every system',
    paragraphs: [
      'A new system is only as good as the data in it, and getting data in has always meant templates, reformatting and weeks of copying. After go-live the typing continues: supplier invoices, receipts, customer forms and price lists arrive as PDFs and spreadsheets in a hundred layouts.',
    ],
    painPoints: [
      'Import templates that no export matches',
      'Weeks of cleaning before a go-live',
      'Supplier bills typed from PDFs',
      'Duplicates and typos copied into the new system',
    ],
  },
  steps: [
    {
      title: 'Upload',
      body: 'Drop spreadsheets, CSV exports, PDFs, photos or scans into the upload area, forward them to your Aden inbox or connect a Google Drive folder. No template, no reformatting.',
    },
    {
      title: 'Extract',
      body: 'Aden recognizes the kind of document, reads tables and fields, and maps each value to an Aden record such as customer, supplier, item, invoice line or balance, with a confidence score for each.',
    },
    {
      title: 'Review',
      body: 'Rows with low confidence, failed checks or likely duplicates wait in a review queue with the source highlighted. Your corrections become rules that apply to the rest of the file and to future files.',
    },
    {
      title: 'Import',
      body: 'Approved records load into the right modules in one step, balances are checked against your totals, and a report shows which file and row every record came from.',
    },
  ],
  capabilities: [
    {
      title: 'Any layout, no template',
      body: 'Exports from legacy accounting and inventory systems, hand-made spreadsheets with merged cells, and scanned forms are read as they are. Aden works out the structure instead of asking you to rebuild it.',
      illustration: 'field-extraction',
    },
    {
      title: 'Checks before anything loads',
      body: 'Tax numbers, bank details, addresses, totals and dates are validated, and duplicates are grouped across files, so problems are fixed once in the review queue instead of in the live system.',
      illustration: 'review-queue',
    },
    {
      title: 'Learns from your decisions',
      body: 'When you correct a mapping or merge two suppliers, Aden proposes a rule and applies it to similar rows. The second file from the same source needs far less review than the first.',
      illustration: 'ai-assistant',
    },
    {
      title: 'A full trail of where data came from',
      body: 'Every imported record links to its file, page and row, and to the person who approved it, which answers the auditor’s question about opening balances in seconds.',
      illustration: 'audit-trail',
    },
  ],
  connections: [
    {
      module: 'accounting',
      text: 'Opening balances, open invoices and bills load into the ledger and are checked against your old trial balance; supplier bills keep arriving through the same reader after go-live.',
    },
    {
      module: 'inventory-management',
      text: 'Item lists, supplier catalogs and stock counts are mapped to items, variants, units and locations.',
    },
    {
      module: 'workforce',
      text: 'Employee lists, certifications and timesheets from paper forms are read into worker records.',
    },
    {
      module: 'eCommerce',
      text: 'Product spreadsheets and supplier feeds become products and variants ready to publish to your channels.',
    },
  ],
  figures: [
    companyFigures.firstModuleLive,
    {
      value: '3.2%',
      label: 'of rows needing review',
      source: claimSources.rowsNeedingReview,
    },
    {
      value: '40+',
      label: 'legacy systems’ exports recognized',
      source: {
        from: 'documents-2026',
        statistic: 'count',
        n: 43,
        of: 'legacy systems whose exports were recognized',
      },
    },
  ],
  faq: [
    {
      question: 'Which file types can I upload?',
      answer:
        'Excel and CSV files, PDF documents (digital or scanned), and JPEG, PNG or HEIC photos. Files up to 50 MB each; large exports can be uploaded as several files and are treated as one data set.',
    },
    {
      question: 'Is our data used to train models for other customers?',
      answer:
        'No. Your documents are processed to extract your data and are never used to train models shared with other customers. The rules Aden learns from your corrections apply only to your company.',
    },
    {
      question: 'What happens to rows Aden is unsure about?',
      answer:
        'Nothing is loaded until it is approved. Rows below the confidence threshold, rows that fail a check and likely duplicates wait in the review queue with the source document highlighted beside them.',
    },
    {
      question: 'Can I use it without the other modules?',
      answer:
        'Yes. Sign up from this page and you start with Intelligent Data Onboarding on the Free Forever plan, with exports to CSV and Excel; connecting Aden modules or your existing systems can come later.',
    },
  ],
  cta: {
    heading: 'Try it with one of your own files',
    body: 'Sign up free, upload a spreadsheet or a supplier invoice and see what Aden extracts in under a minute.',
    primary: { label: 'Start for free', action: 'start-free' },
    secondary: { label: 'Book a demo', action: 'book-demo' },
  },
  updated: '2026-11-12',
} satisfies ModulePageSource;
