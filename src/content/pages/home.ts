import { definePage } from '@/content/definePage';
import { moduleCountInWords } from '@/content/facts/catalogue';
import { companyFigures } from '@/content/facts/company';
import { integrationCount } from '@/content/facts/integrationPlans';
import { homePageSchema } from '@/content/schema';

const ModuleCount = moduleCountInWords.charAt(0).toUpperCase() + moduleCountInWords.slice(1);

export default definePage(homePageSchema, {
  title: 'Aden: AI business automation for finance, stock, projects and people',
  trailName: 'Home',
  positioning: 'Run finance, stock, projects and people on one AI platform.',
  subheading: `${ModuleCount} modules that share one database, with AI doing the reading, matching and chasing that used to take your team’s week. Start with one module, add the rest when you are ready.`,
  heroSecondary: { label: 'Book a demo', action: 'book-demo' },
  modules: {
    heading: `One platform, ${moduleCountInWords} modules`,
    intro:
      'Each module works on its own and gets better with the others, because they share customers, items, people, projects and the ledger instead of syncing copies.',
    linkLabel: 'Explore {name}',
    items: [
      {
        module: 'accounting',
        blurb:
          'A general ledger with bank matching, receivables, payables and a close you run as a checklist.',
      },
      {
        module: 'inventory-management',
        blurb:
          'Real-time stock by location and bin, scanning on any phone, and forecasts that propose what to order.',
      },
      {
        module: 'project-management',
        blurb:
          'Plans with dependencies and budgets against actuals, with early warnings when a project drifts.',
      },
      {
        module: 'workforce',
        blurb:
          'Shift scheduling, clock-in from the phone, worker documents and payroll preparation for field and office teams.',
      },
      {
        module: 'eCommerce',
        blurb:
          'Every web shop and B2B portal on one order pipeline, with stock published to each channel as it moves.',
      },
      {
        module: 'professionalServices',
        blurb:
          'Resource plans, daily time and billing rules for every contract type, with utilization and margin per client.',
      },
      {
        module: 'contracting',
        blurb:
          'Estimates that become budgets, change orders from the field and progress billing with retainage.',
      },
      {
        module: 'module-training',
        blurb: 'Role-based courses in a practice company and three certification levels for your team.',
      },
      {
        module: 'ai-form',
        blurb:
          'Upload spreadsheets, PDFs and scans; Aden extracts and maps the data and asks you only about the doubtful rows.',
      },
    ],
  },
  howItWorks: {
    heading: 'From your spreadsheets to your first module live, step by step',
    steps: [
      {
        title: 'Bring your data as it is',
        body: 'Upload exports from your current systems and the spreadsheets you really use. Intelligent Data Onboarding maps them to Aden and shows you what needs a decision.',
      },
      {
        title: 'Connect the tools you keep',
        body: 'Link your bank, payment processor, web shop, CRM and payroll provider in a few clicks, so data flows in both directions from the first day.',
      },
      {
        title: 'Switch on the automations',
        body: 'Start with the work your team likes least: bank matching, bill entry, invoice reminders or reorder proposals. Each one runs with your approval until you trust it.',
      },
      {
        title: 'Run and improve',
        body: 'Dashboards show where time goes and where money waits. Our customer success team reviews them with you every quarter and suggests the next step.',
      },
    ],
  },
  onboarding: {
    eyebrow: 'Intelligent Data Onboarding',
    title: 'From documents to records without re-keying',
    heading: 'Your data in, without the templates',
    body: 'The slowest part of any new system is getting the data in. Aden reads the files you already have, maps every column and field to the right record, checks it, and only asks a person about the rows it is unsure of. The same reader keeps working after go-live on supplier bills, receipts and forms.',
    points: [
      'Spreadsheets, exports, PDFs and photos in any layout',
      'Duplicates grouped and checks applied before loading',
      'Corrections become rules for the next file',
      'Every record traced back to its file and row',
    ],
    cta: { label: 'See how it works', href: '/ai-form' },
    illustration: 'data-import',
  },
  industries: {
    heading: 'Built with the industries that run on it',
    linkLabel: 'Aden for {name}',
    items: [
      {
        industry: 'construction',
        blurb:
          'Job costing by cost code, change orders from the field, progress billing with retainage and subcontractor compliance.',
      },
      {
        industry: 'government',
        blurb:
          'Encumbrance accounting, policy-driven procurement, grant-funded projects and records ready for the auditor.',
      },
      {
        industry: 'healthcare',
        blurb:
          'Multi-site finance, central supplies with lot and expiry tracking, and credential-aware staffing for clinics.',
      },
      {
        industry: 'manufacturing',
        blurb:
          'Material planning from demand, shop-floor work orders, lot traceability and actual product margins.',
      },
    ],
  },
  figuresHeading: 'Aden in figures',
  figures: [
    companyFigures.customers,
    companyFigures.documentsRead,
    companyFigures.bankLinesMatched,
    companyFigures.firstModuleLive,
  ],
  quoteHeading: 'What customers say',
  // Every claim in it is a result of the customer's case study (src/content/case-studies/hollis-grant.ts).
  quote: {
    text: 'Our pay applications used to go out on day twelve after period end. Now they go out on day seven, with job cost the project managers and I both trust, and nobody gets paid without a current insurance certificate.',
    name: 'Marisol Vega',
    role: 'Controller',
    company: 'Hollis and Grant Builders',
  },
  caseStudyTeaser: {
    caseStudy: 'bluestreak',
    eyebrow: 'Case study',
    linkLabel: 'Read the case study',
    customersLabel: 'See all customers',
    heading: 'How Bluestreak took 14 days off its DSO',
    body: 'A three-warehouse supplies distributor moved orders, stock and invoicing from spreadsheets to Aden in six weeks. Payments are now applied before the team arrives in the morning, and the web shop stopped overselling.',
  },
  integrationsTeaser: {
    heading: 'Works with the tools you already use',
    body: 'Keep your bank, payment processor, web shop, CRM, payroll provider and Procore. Aden connects to them with two-way syncs you can see and control, each set up from the admin console.',
    linkLabel: '{name} integration',
    allLabel: `All ${integrationCount} integrations`,
    featured: ['quickbooks', 'procore', 'stripe', 'shopify', 'salesforce', 'gusto', 'plaid', 'google-drive'],
  },
  cta: {
    heading: 'Start with the work your team likes least',
    body: 'Create a free account and connect a bank feed or upload a spreadsheet. You will see Aden working on your own data before lunch.',
    primary: { label: 'Start for free', action: 'start-free' },
    secondary: { label: 'Book a demo', action: 'book-demo' },
  },
  updated: '2026-11-12',
});
