/**
 * The product picture of each page that has one: the home page, the nine module pages, the four
 * industry pages and the four case studies. Each screen takes its names from the content (the module,
 * the customer's company, integrations) and shows one working panel of the product with a few sample
 * records: product data only, never the page's marketing figures.
 * One screen per page and one page per screen (tests/src/content/pictures.test.ts).
 */
import type { SiteContent } from './assemble';
import type { CaseStudySlug, IndustrySlug, ModuleSlug } from './schema';
import type { ProductScreen } from './screenModel';

const money = (value: number) =>
  `${value < 0 ? '−' : ''}$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const matched = (date: string, line: string, match: string, amount: number) => ({
  cells: [date, line, match, money(amount), { text: 'Matched', pill: 'ok' as const }],
});

type Frame = Omit<ProductScreen, 'page' | 'name' | 'module' | 'workspace'> & { module: ModuleSlug };

/** What a module's screen takes from the content: the module, and a partner's name by its slug. */
interface ModuleNames {
  module: ReturnType<SiteContent['module']>;
  integration: (name: string) => string;
}

/** The screens each module page shows: what the module's first capability describes. */
const moduleFrames: Record<ModuleSlug, (names: ModuleNames) => Frame> = {
  accounting: ({ integration }) => ({
    module: 'accounting',
    title: 'Bank reconciliation',
    subtitle: `Operating account ···4418 · feed from ${integration('plaid')}`,
    action: 'Confirm 5 matches',
    alt: 'Aden Finance & Accounting: the bank reconciliation of an operating account, five bank lines matched to a payout, invoices, payroll and a bill, and one card payment flagged for review.',
    body: {
      kind: 'table',
      heading: 'Bank lines · 14 November',
      columns: [
        { title: 'Date', share: 1 },
        { title: 'Bank line', share: 3, key: true },
        { title: 'Matched to', share: 3 },
        { title: 'Amount', share: 1.6, numeric: true },
        { title: 'Status', share: 1.3 },
      ],
      rows: [
        matched(
          '14 Nov',
          `${integration('stripe').toUpperCase()} PAYOUT 8812`,
          'Payout · 41 web orders',
          12480.2,
        ),
        matched('14 Nov', 'ACH HARBOR FOODS 2291', 'Invoice INV-2291 · Harbor Foods', 4820),
        matched(
          '13 Nov',
          `${integration('gusto').toUpperCase()} PAYROLL`,
          'Payroll run · 13 November',
          -38112.55,
        ),
        matched('13 Nov', 'CHECK 10422', 'Bill 7731 · Pacific Pallet Co.', -1940),
        matched('12 Nov', 'WIRE NORTHWIND RETAIL', 'Invoice INV-2284 · Northwind Retail', 9300),
        {
          cells: [
            '12 Nov',
            'CARD 4418 SHELL OIL 5521',
            'Suggested: Vehicle fuel',
            money(-212.37),
            { text: 'Review', pill: 'alert' },
          ],
          tone: 'alert',
        },
      ],
      footer: { label: '5 of 6 lines matched', value: 'Difference $0.00' },
    },
  }),
  'inventory-management': () => ({
    module: 'inventory-management',
    title: 'Stock levels by warehouse',
    subtitle: 'Items below their reorder point are listed first',
    action: 'Create purchase order',
    alt: 'Aden Inventory Management: stock levels of five items across the Tacoma, Portland and Boise warehouses, with a reorder alert on stretch film that is below its reorder point.',
    body: {
      kind: 'table',
      heading: 'On hand',
      columns: [
        { title: 'SKU', share: 1.2 },
        { title: 'Item', share: 2.6, key: true },
        { title: 'Tacoma', share: 1, numeric: true },
        { title: 'Portland', share: 1, numeric: true },
        { title: 'Boise', share: 1, numeric: true },
        { title: 'Reorder at', share: 1.2, numeric: true },
        { title: 'Status', share: 1.4 },
      ],
      rows: [
        {
          cells: [
            'SF-1850',
            'Stretch film 18" × 1,500 ft',
            '42',
            '18',
            '6',
            '120',
            { text: 'Reorder', pill: 'alert' },
          ],
          tone: 'alert',
        },
        {
          cells: [
            'PL-4840',
            'Pallet 48 × 40, heat-treated',
            '310',
            '145',
            '96',
            '200',
            { text: 'In stock', pill: 'ok' },
          ],
        },
        {
          cells: [
            'TP-0348',
            'Carton tape 3" clear',
            '1,240',
            '880',
            '410',
            '600',
            { text: 'In stock', pill: 'ok' },
          ],
        },
        {
          cells: [
            'BX-1212',
            'Shipping box 12 × 12 × 12',
            '2,150',
            '1,020',
            '640',
            '1,500',
            { text: 'In stock', pill: 'ok' },
          ],
        },
        {
          cells: [
            'LB-4060',
            'Thermal label 4 × 6',
            '96',
            '210',
            '75',
            '150',
            { text: 'Transfer', pill: 'focus' },
          ],
        },
      ],
      footer: { label: 'Suggested order: SF-1850 from Pacific Pallet Co.', value: '240 rolls' },
    },
  }),
  'project-management': () => ({
    module: 'project-management',
    title: 'Harbor Foods distribution center fit-out',
    subtitle: 'Project plan · 8 weeks · critical path shown',
    action: 'Share plan',
    alt: 'Aden Project Management: the plan of a distribution center fit-out over eight weeks, with design, permits, racking installation and commissioning on the critical path in red.',
    body: {
      kind: 'plan',
      heading: 'Schedule',
      legend: 'Critical path',
      periods: ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'],
      tasks: [
        { name: 'Design sign-off', owner: 'Priya N.', start: 0, length: 1.5, tone: 'critical', done: 1 },
        { name: 'Building permit', owner: 'Tom A.', start: 1.5, length: 2, tone: 'critical', done: 0.6 },
        { name: 'Order racking', owner: 'Lena K.', start: 1, length: 1.5, done: 1 },
        { name: 'Install racking', owner: 'Crew B', start: 3.5, length: 2.5, tone: 'critical' },
        { name: 'Electrical & lighting', owner: 'Crew C', start: 4, length: 2 },
        { name: 'Commissioning', owner: 'Priya N.', start: 6, length: 1.5, tone: 'critical' },
        { name: 'Handover', owner: 'Tom A.', start: 7.5, length: 0.5 },
      ],
    },
  }),
  workforce: () => ({
    module: 'workforce',
    title: 'Timesheets for approval',
    subtitle: 'Week of 10 November · field crews',
    action: 'Approve 4 timesheets',
    alt: 'Aden Workforce: a week of timesheets for five field workers with hours per day, overtime, and one timesheet flagged because a shift has no clock-out.',
    body: {
      kind: 'table',
      heading: 'Hours by day',
      columns: [
        { title: 'Employee', share: 2.2 },
        ...['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((day) => ({ title: day, share: 0.8, numeric: true })),
        { title: 'Total', share: 0.9, numeric: true },
        { title: 'Status', share: 1.6 },
      ],
      rows: [
        {
          cells: [
            'Carlos Rivera',
            '8.0',
            '8.5',
            '8.0',
            '9.0',
            '8.0',
            '41.5',
            { text: 'Overtime 1.5 h', pill: 'focus' },
          ],
        },
        {
          cells: ['Aisha Bello', '8.0', '8.0', '8.0', '8.0', '8.0', '40.0', { text: 'Ready', pill: 'ok' }],
        },
        {
          cells: [
            'Jake Morrison',
            '7.5',
            '8.0',
            '—',
            '8.0',
            '8.0',
            '31.5',
            { text: 'No clock-out', pill: 'alert' },
          ],
          tone: 'alert',
        },
        {
          cells: ['Mei Tanaka', '6.0', '6.0', '6.0', '6.0', '4.0', '28.0', { text: 'Ready', pill: 'ok' }],
        },
        {
          cells: [
            'Sam Okoye',
            '10.0',
            '10.0',
            '8.0',
            '8.0',
            '6.0',
            '42.0',
            { text: 'Overtime 2.0 h', pill: 'focus' },
          ],
        },
      ],
      footer: { label: 'Hours this week', value: '183.0 h' },
    },
  }),
  eCommerce: ({ integration }) => ({
    module: 'eCommerce',
    title: 'Orders from every channel',
    subtitle: 'One stock count for the web shop and the marketplaces',
    action: 'Release to warehouse',
    alt: `Aden E-commerce: today's orders from ${integration('shopify')}, ${integration('woocommerce')} and ${integration('bigcommerce')} in one list, with stock reserved for each and one order held because the item is short.`,
    body: {
      kind: 'table',
      heading: 'Orders today',
      columns: [
        { title: 'Order', share: 1.1 },
        { title: 'Channel', share: 1.4 },
        { title: 'Customer', share: 1.8 },
        { title: 'Items', share: 0.7, numeric: true },
        { title: 'Total', share: 1.2, numeric: true },
        { title: 'Stock', share: 1.5 },
      ],
      rows: [
        {
          cells: [
            '#10482',
            integration('shopify'),
            'Jordan Lee',
            '3',
            money(148.5),
            { text: 'Reserved', pill: 'ok' },
          ],
        },
        {
          cells: [
            '#10481',
            integration('woocommerce'),
            'Green Leaf Café',
            '12',
            money(612),
            { text: 'Reserved', pill: 'ok' },
          ],
        },
        {
          cells: [
            '#10480',
            integration('bigcommerce'),
            'Ana Souza',
            '2',
            money(89.9),
            { text: 'Short 1', pill: 'alert' },
          ],
          tone: 'alert',
        },
        {
          cells: [
            '#10479',
            integration('shopify'),
            'Ben Carter',
            '1',
            money(39),
            { text: 'Shipped', pill: 'neutral' },
          ],
        },
        {
          cells: [
            '#10478',
            integration('shopify'),
            'Riverside Gym',
            '6',
            money(274.2),
            { text: 'Reserved', pill: 'ok' },
          ],
        },
      ],
      footer: { label: 'Payout reconciled with orders', value: money(1163.6) },
    },
  }),
  professionalServices: () => ({
    module: 'professionalServices',
    title: 'Utilization this month',
    subtitle: 'Billable hours against capacity, by consultant',
    action: 'Open resource plan',
    alt: 'Aden Professional Services: utilization of five consultants this month, billable and non-billable hours against capacity, with one consultant over-allocated.',
    body: {
      kind: 'table',
      heading: 'Consultants',
      columns: [
        { title: 'Consultant', share: 2 },
        { title: 'Role', share: 1.8 },
        { title: 'Billable', share: 1, numeric: true },
        { title: 'Non-billable', share: 1.2, numeric: true },
        { title: 'Capacity', share: 1, numeric: true },
        { title: 'Utilisation', share: 1.4 },
      ],
      rows: [
        {
          cells: ['Hannah Cole', 'Senior consultant', '128 h', '16 h', '152 h', { text: '84%', pill: 'ok' }],
        },
        { cells: ['Diego Ramos', 'Designer', '118 h', '20 h', '152 h', { text: '78%', pill: 'ok' }] },
        {
          cells: [
            'Omar Haddad',
            'Project lead',
            '164 h',
            '12 h',
            '152 h',
            { text: '108%', pill: 'critical' },
          ],
          tone: 'critical',
        },
        { cells: ['Grace Kim', 'Analyst', '96 h', '40 h', '152 h', { text: '63%', pill: 'alert' }] },
        { cells: ['Luis Ortega', 'Developer', '140 h', '8 h', '152 h', { text: '92%', pill: 'ok' }] },
      ],
      footer: { label: 'Team utilization', value: '85%' },
    },
  }),
  contracting: () => ({
    module: 'contracting',
    title: 'Change order CO-014',
    subtitle: 'Job 2417 · Riverside Medical Office · mechanical',
    action: 'Send for approval',
    alt: 'Aden Contracting: change order CO-014 on a medical office job, pricing an added rooftop unit curb, relocated ductwork and a controls upgrade, with the new contract value.',
    body: {
      kind: 'table',
      heading: 'Priced lines',
      columns: [
        { title: 'Cost code', share: 1.1 },
        { title: 'Description', share: 3, key: true },
        { title: 'Labour', share: 1.1, numeric: true },
        { title: 'Material', share: 1.1, numeric: true },
        { title: 'Price', share: 1.2, numeric: true },
      ],
      rows: [
        {
          cells: ['23-7413', 'Added curb for rooftop unit RTU-3', money(1840), money(2260), money(4715)],
        },
        { cells: ['23-3113', 'Relocate supply duct at grid C-4', money(2320), money(980), money(3795)] },
        { cells: ['23-0923', 'Controls upgrade to BACnet', money(1560), money(3400), money(5704)] },
        { cells: ['01-5000', 'Crane and lift, half day', '—', money(1150), money(1323)] },
      ],
      footer: { label: 'Contract value after CO-014: $1,286,537.00', value: `+${money(15537)}` },
    },
  }),
  'module-training': ({ module }) => ({
    module: 'module-training',
    title: 'My learning path',
    subtitle: 'Aden Certified Administrator · Practitioner level',
    action: 'Resume course',
    alt: 'Aden Training & Certification: a learner’s path to the Certified Administrator certificate, with courses completed, one in progress and the exam booked.',
    body: {
      kind: 'table',
      heading: 'Courses',
      columns: [
        { title: 'Code', share: 1 },
        { title: 'Course', share: 3, key: true },
        { title: 'Format', share: 1.4 },
        { title: 'Hours', share: 0.8, numeric: true },
        { title: 'Progress', share: 1.5 },
      ],
      rows: (module?.courses ?? []).slice(0, 5).map((course, index) => ({
        cells: [
          course.code,
          course.title,
          course.format,
          String(course.hours),
          index < 3
            ? { text: 'Completed', pill: 'ok' as const }
            : index === 3
              ? { text: '60% done', pill: 'focus' as const }
              : { text: 'Not started', pill: 'neutral' as const },
        ],
        tone: index === 3 ? ('focus' as const) : undefined,
      })),
      footer: { label: 'Certification exam', value: 'Booked for 4 December' },
    },
  }),
  'ai-form': () => ({
    module: 'ai-form',
    title: 'Review extracted fields',
    subtitle: 'Supplier bill · uploaded by e-mail to bills@ inbox',
    action: 'Approve and post',
    alt: 'Aden Intelligent Data Onboarding: a supplier invoice from Pacific Pallet Co. beside the fields read from it (supplier, invoice number, dates, purchase order and total) with a confidence for each, and the due date flagged for a person to check.',
    body: {
      kind: 'document',
      heading: 'Fields found',
      document: {
        title: 'Pacific Pallet Co. · Invoice',
        lines: [
          { text: 'Pacific Pallet Co.', field: 0 },
          { text: '2200 E 11th St, Tacoma WA 98421' },
          { text: 'Invoice no. 7731', field: 1 },
          { text: 'Date: 3 November 2026', field: 2 },
          { text: 'Terms: net 30 from receipt', field: 3 },
          { text: 'PO 4410 · Bluestreak Supply', field: 4 },
          { text: '120 × pallet 48 × 40  $14.50' },
          { text: 'Delivery, Tacoma       $200.00' },
          { text: 'Total due             $1,940.00', field: 5 },
        ],
      },
      fields: [
        { label: 'Supplier', value: 'Pacific Pallet Co.', confidence: '99%' },
        { label: 'Invoice number', value: '7731', confidence: '99%' },
        { label: 'Invoice date', value: '3 Nov 2026', confidence: '97%' },
        { label: 'Due date', value: '3 Dec 2026?', confidence: 'Check', tone: 'alert' },
        { label: 'Purchase order', value: 'PO 4410 · matched', confidence: '98%' },
        { label: 'Total', value: money(1940), confidence: '99%' },
      ],
    },
  }),
};

function moduleScreen(content: SiteContent, slug: ModuleSlug): Frame {
  const integration = (name: string) => content.integration(name)?.name ?? name;
  return moduleFrames[slug]({ module: content.module(slug), integration });
}

/**
 * The home page: the dashboard a customer opens first, with the workspace's own records (decision
 * 0027): Aden's figures ("2,800+ companies") are the page's to state, not a customer's screen.
 */
function homeScreen(content: SiteContent): Frame {
  return {
    module: 'accounting',
    title: 'Good morning, Dana',
    subtitle: 'Company overview · today',
    action: 'New invoice',
    alt: 'The Aden dashboard of a demo company: the items that need attention today across accounting, inventory, documents, projects and timesheets, each with its amount and status, and the next payroll run.',
    body: {
      kind: 'table',
      heading: 'Needs your attention',
      columns: [
        { title: 'Module', share: 2.3 },
        { title: 'Item', share: 3.2, key: true },
        { title: 'Amount', share: 1.3, numeric: true },
        { title: 'Status', share: 1.4 },
      ],
      rows: [
        {
          cells: [
            nameOf(content, 'accounting'),
            'Bank line CARD 4418 SHELL OIL',
            money(-212.37),
            { text: 'Review', pill: 'alert' },
          ],
          tone: 'alert',
        },
        {
          cells: [
            nameOf(content, 'inventory-management'),
            'Stretch film below reorder point',
            '240 rolls',
            { text: 'Reorder', pill: 'alert' },
          ],
        },
        {
          cells: [
            nameOf(content, 'ai-form'),
            'Bill 7731 from Pacific Pallet Co.',
            money(1940),
            { text: 'Read', pill: 'ok' },
          ],
        },
        {
          cells: [
            nameOf(content, 'project-management'),
            'Permit task on the critical path',
            '2 days late',
            { text: 'At risk', pill: 'critical' },
          ],
        },
        {
          cells: [
            nameOf(content, 'workforce'),
            '4 timesheets ready to approve',
            '183.0 h',
            { text: 'Ready', pill: 'ok' },
          ],
        },
      ],
      footer: { label: 'Next payroll run · Friday 27 November', value: money(38112.55) },
    },
  };
}

const nameOf = (content: SiteContent, slug: ModuleSlug) => content.module(slug)?.name ?? slug;

/** An industry page: the screen of the industry's first answer, in that industry's words. */
const industryFrames: Record<IndustrySlug, Frame> = {
  construction: {
    module: 'contracting',
    title: 'Daily job cost · Job 2417',
    subtitle: 'Riverside Medical Office · posted this morning',
    action: 'Open job cost report',
    alt: 'Aden for construction: the daily job cost of a medical office job, estimate against actual by cost code for labor from the field and materials issued, with ductwork running over its estimate.',
    body: {
      kind: 'table',
      heading: 'Estimate against actual, to date',
      columns: [
        { title: 'Cost code', share: 1.1 },
        { title: 'Description', share: 2.4, key: true },
        { title: 'Estimate', share: 1.2, numeric: true },
        { title: 'Actual', share: 1.2, numeric: true },
        { title: 'Complete', share: 1, numeric: true },
        { title: 'Forecast', share: 1.3 },
      ],
      rows: [
        {
          cells: [
            '23-0500',
            'Mechanical labor',
            money(86400),
            money(51230),
            '58%',
            { text: 'On budget', pill: 'ok' },
          ],
        },
        {
          cells: [
            '23-3113',
            'Ductwork',
            money(42800),
            money(38950),
            '71%',
            { text: 'Over 28%', pill: 'critical' },
          ],
          tone: 'critical',
        },
        {
          cells: [
            '23-7413',
            'Rooftop units',
            money(118000),
            money(96100),
            '80%',
            { text: 'On budget', pill: 'ok' },
          ],
        },
        {
          cells: ['23-0923', 'Controls', money(24500), money(6120), '25%', { text: 'On budget', pill: 'ok' }],
        },
        {
          cells: [
            '01-5000',
            'Equipment hours',
            money(9800),
            money(7420),
            '70%',
            { text: 'Watch', pill: 'alert' },
          ],
        },
      ],
      footer: { label: 'Crew hours posted today: 46.5 h from 6 field reports', value: money(3972) },
    },
  },
  government: {
    module: 'accounting',
    title: 'Grant budget · Workforce readiness 2026',
    subtitle: 'Fund 214 · federal pass-through · budget against actual',
    action: 'Prepare drawdown',
    alt: 'Aden for government and public sector: the budget of a grant fund by line against actual spend and encumbrances, with the remaining balance of each line and travel over its approved budget.',
    body: {
      kind: 'table',
      heading: 'Budget lines',
      columns: [
        { title: 'Line', share: 2.2 },
        { title: 'Budget', share: 1.3, numeric: true },
        { title: 'Spent', share: 1.3, numeric: true },
        { title: 'Encumbered', share: 1.3, numeric: true },
        { title: 'Remaining', share: 1.3, numeric: true },
        { title: 'Status', share: 1.2 },
      ],
      rows: [
        {
          cells: [
            'Personnel',
            money(412000),
            money(268300),
            money(0),
            money(143700),
            { text: 'On track', pill: 'ok' },
          ],
        },
        {
          cells: [
            'Training contracts',
            money(180000),
            money(96400),
            money(52000),
            money(31600),
            { text: 'On track', pill: 'ok' },
          ],
        },
        {
          cells: [
            'Travel',
            money(12000),
            money(11250),
            money(1900),
            money(-1150),
            { text: 'Over', pill: 'critical' },
          ],
          tone: 'critical',
        },
        {
          cells: [
            'Supplies',
            money(24000),
            money(9870),
            money(2400),
            money(11730),
            { text: 'On track', pill: 'ok' },
          ],
        },
        {
          cells: [
            'Indirect (10%)',
            money(62800),
            money(38580),
            money(0),
            money(24220),
            { text: 'On track', pill: 'ok' },
          ],
        },
      ],
      footer: { label: 'Available for drawdown this period', value: money(96340) },
    },
  },
  healthcare: {
    module: 'inventory-management',
    title: 'Supply levels by clinic',
    subtitle: 'Central ordering · par levels per clinic',
    action: 'Order for all clinics',
    alt: 'Aden for healthcare: medical supply levels across four clinics against their par levels, with one lot of nitrile gloves flagged because it expires this month.',
    body: {
      kind: 'table',
      heading: 'On hand against par',
      columns: [
        { title: 'Item', share: 2.4 },
        { title: 'Lot', share: 1.1 },
        { title: 'Cherry Creek', share: 1.2, numeric: true },
        { title: 'Aurora', share: 1, numeric: true },
        { title: 'Lakewood', share: 1.1, numeric: true },
        { title: 'Status', share: 1.4 },
      ],
      rows: [
        {
          cells: [
            'Nitrile gloves, M (box 100)',
            'L2318',
            '14 / 20',
            '22 / 20',
            '9 / 20',
            { text: 'Expires Nov', pill: 'alert' },
          ],
          tone: 'alert',
        },
        {
          cells: [
            'Gauze 4 × 4, sterile',
            'G0912',
            '60 / 50',
            '48 / 50',
            '55 / 50',
            { text: 'At par', pill: 'ok' },
          ],
        },
        {
          cells: [
            'Syringe 3 ml, luer lock',
            'S4471',
            '210 / 200',
            '190 / 200',
            '80 / 200',
            { text: 'Reorder', pill: 'focus' },
          ],
        },
        {
          cells: [
            'Alcohol prep pads',
            'A1180',
            '900 / 600',
            '640 / 600',
            '720 / 600',
            { text: 'At par', pill: 'ok' },
          ],
        },
        {
          cells: [
            'Exam table paper',
            'T0305',
            '12 / 10',
            '10 / 10',
            '11 / 10',
            { text: 'At par', pill: 'ok' },
          ],
        },
      ],
      footer: { label: 'Next central order', value: 'Thursday, 8 lines' },
    },
  },
  manufacturing: {
    module: 'inventory-management',
    title: 'Work order WO-3308',
    subtitle: 'Assemble 250 × valve body VB-20 · due 21 November',
    action: 'Issue components',
    alt: 'Aden for manufacturing: work order WO-3308 for 250 valve bodies, listing the components it needs with the quantity on hand and lot for each, and a shortage of gaskets flagged before the job starts.',
    body: {
      kind: 'table',
      heading: 'Components',
      columns: [
        { title: 'Component', share: 2.6 },
        { title: 'Lot', share: 1.1 },
        { title: 'Needed', share: 1, numeric: true },
        { title: 'On hand', share: 1, numeric: true },
        { title: 'Status', share: 1.5 },
      ],
      rows: [
        { cells: ['Body casting, brass', 'BC-0412', '250', '300', { text: 'Ready', pill: 'ok' }] },
        { cells: ['Stem, stainless 316', 'ST-1187', '250', '410', { text: 'Ready', pill: 'ok' }] },
        {
          cells: ['Gasket, PTFE 20 mm', 'GK-2208', '500', '320', { text: 'Short 180', pill: 'critical' }],
          tone: 'critical',
        },
        { cells: ['Handwheel, cast iron', 'HW-0931', '250', '265', { text: 'Ready', pill: 'ok' }] },
        { cells: ['Packing nut', 'PN-0077', '250', '1,200', { text: 'Ready', pill: 'ok' }] },
      ],
      footer: { label: 'Gaskets on order: PO 5120, arriving 18 November', value: '500 pcs' },
    },
  },
};

/** A case study: the screen the customer's story turns on, in the customer's own workspace. */
const caseStudyFrames: Record<CaseStudySlug, Frame> = {
  bluestreak: {
    module: 'accounting',
    title: 'Cash application',
    subtitle: 'Customer payments received today · applied automatically',
    action: 'Apply remaining',
    alt: 'Bluestreak Supply in Aden: customer payments received today applied to open invoices automatically, with one short payment waiting for a person to decide.',
    body: {
      kind: 'table',
      heading: 'Payments received',
      columns: [
        { title: 'Customer', share: 2 },
        { title: 'Reference', share: 1.5 },
        { title: 'Applied to', share: 2 },
        { title: 'Amount', share: 1.3, numeric: true },
        { title: 'Status', share: 1.3 },
      ],
      rows: [
        { cells: ['Harbor Foods', 'ACH 2291', 'INV-2291', money(4820), { text: 'Applied', pill: 'ok' }] },
        {
          cells: [
            'Northwind Retail',
            'WIRE 0093',
            'INV-2284, INV-2287',
            money(9300),
            { text: 'Applied', pill: 'ok' },
          ],
        },
        {
          cells: ['Cascade Hardware', 'CHK 5512', 'INV-2279', money(2145.6), { text: 'Applied', pill: 'ok' }],
        },
        {
          cells: [
            'Sound Brewing',
            'ACH 7710',
            'INV-2290 (short $40)',
            money(1210),
            { text: 'Decide', pill: 'alert' },
          ],
          tone: 'alert',
        },
        {
          cells: ['Puget Print', 'CARD 3321', 'INV-2292', money(386.4), { text: 'Applied', pill: 'ok' }],
        },
      ],
      footer: { label: 'Days sales outstanding', value: '44 days' },
    },
  },
  'kai-media': {
    module: 'professionalServices',
    title: 'Project profitability',
    subtitle: 'Fixed-fee and time-and-materials projects · this quarter',
    action: 'Invoice milestones',
    alt: 'Kai Media in Aden: profitability of five client projects this quarter, fee against cost and realization, with one fixed-fee campaign under its target realization.',
    body: {
      kind: 'table',
      heading: 'Client projects',
      columns: [
        { title: 'Project', share: 2.6 },
        { title: 'Fee', share: 1.2, numeric: true },
        { title: 'Cost', share: 1.2, numeric: true },
        { title: 'Realisation', share: 1.2, numeric: true },
        { title: 'Status', share: 1.3 },
      ],
      rows: [
        {
          cells: [
            'Aloha Air · brand film',
            money(84000),
            money(51200),
            '92%',
            { text: 'Healthy', pill: 'ok' },
          ],
        },
        {
          cells: [
            'Pacific Bank · web refresh',
            money(62500),
            money(40900),
            '89%',
            { text: 'Healthy', pill: 'ok' },
          ],
        },
        {
          cells: [
            'Surf League · season campaign',
            money(48000),
            money(41800),
            '74%',
            { text: 'Below 85%', pill: 'alert' },
          ],
          tone: 'alert',
        },
        {
          cells: [
            'Kona Coffee · packaging',
            money(22000),
            money(13100),
            '90%',
            { text: 'Healthy', pill: 'ok' },
          ],
        },
        {
          cells: [
            'City of San Diego · PSA',
            money(35000),
            money(24300),
            '88%',
            { text: 'Healthy', pill: 'ok' },
          ],
        },
      ],
      footer: { label: 'Studio realization this quarter', value: '89%' },
    },
  },
  medallion: {
    module: 'ai-form',
    title: 'Supplier records · de-duplicated',
    subtitle: 'Imported from eleven clinics’ exports',
    action: 'Merge and import',
    alt: 'Medallion Health Partners in Aden: supplier records from eleven clinics grouped into duplicates, each group merged into one supplier, with one group left for a person to confirm.',
    body: {
      kind: 'table',
      heading: 'Duplicate groups',
      columns: [
        { title: 'Merged supplier', share: 2.4 },
        { title: 'Records', share: 1, numeric: true },
        { title: 'Clinics', share: 1, numeric: true },
        { title: 'Tax ID', share: 1.3 },
        { title: 'Status', share: 1.3 },
      ],
      rows: [
        {
          cells: ['McKesson Medical-Surgical', '11', '11', '••-•••4417', { text: 'Merged', pill: 'ok' }],
        },
        { cells: ['Henry Schein', '9', '8', '••-•••0902', { text: 'Merged', pill: 'ok' }] },
        { cells: ['Front Range Linen', '6', '6', '••-•••7761', { text: 'Merged', pill: 'ok' }] },
        {
          cells: ['Denver Dental Supply / DDS Inc.', '4', '3', 'Two IDs', { text: 'Confirm', pill: 'alert' }],
          tone: 'alert',
        },
        { cells: ['Rocky Mountain Oxygen', '5', '5', '••-•••3320', { text: 'Merged', pill: 'ok' }] },
      ],
      footer: { label: 'Supplier records merged', value: '1,240 into 310' },
    },
  },
  'hollis-grant': {
    module: 'contracting',
    title: 'Job cost',
    subtitle: 'Job 2614 · Riverside medical office building · through May',
    action: 'Review forecast',
    alt: 'Hollis and Grant Builders in Aden: the job cost report of a medical office building by cost code, budget against committed and actual cost with the forecast at completion, and one cost code forecast over budget.',
    body: {
      kind: 'table',
      heading: 'Cost codes',
      columns: [
        { title: 'Cost code', share: 2.4 },
        { title: 'Budget', share: 1.3, numeric: true },
        { title: 'Committed', share: 1.3, numeric: true },
        { title: 'Actual', share: 1.3, numeric: true },
        { title: 'Forecast', share: 1.2 },
      ],
      rows: [
        {
          cells: [
            '03 Concrete',
            money(1240000),
            money(1198000),
            money(1105400),
            { text: 'On budget', pill: 'ok' },
          ],
        },
        {
          cells: [
            '05 Structural steel',
            money(2310000),
            money(2296500),
            money(1870200),
            { text: 'On budget', pill: 'ok' },
          ],
        },
        {
          cells: [
            '09 Drywall and framing',
            money(865000),
            money(903200),
            money(412800),
            { text: 'Over $38,200', pill: 'alert' },
          ],
          tone: 'alert',
        },
        {
          cells: [
            '23 HVAC',
            money(1480000),
            money(1455000),
            money(640300),
            { text: 'On budget', pill: 'ok' },
          ],
        },
        {
          cells: [
            '26 Electrical',
            money(1120000),
            money(1092400),
            money(505900),
            { text: 'On budget', pill: 'ok' },
          ],
        },
      ],
      footer: { label: 'Approved change orders this month', value: money(184500) },
    },
  },
  'tc-boiler': {
    module: 'contracting',
    title: 'Pay application #6',
    subtitle: 'Job 2388 · Franklin County Schools boiler replacement',
    action: 'Submit pay application',
    alt: 'TC Boiler in Aden: pay application number six for a school boiler replacement, a schedule of values with percent complete, approved change orders and retainage, and the amount due this period.',
    body: {
      kind: 'table',
      heading: 'Schedule of values',
      columns: [
        { title: 'Item', share: 2.4 },
        { title: 'Scheduled', share: 1.3, numeric: true },
        { title: 'Complete', share: 1, numeric: true },
        { title: 'This period', share: 1.3, numeric: true },
        { title: 'Waiver', share: 1.2 },
      ],
      rows: [
        {
          cells: [
            'Demolition of old boilers',
            money(48000),
            '100%',
            money(0),
            { text: 'On file', pill: 'ok' },
          ],
        },
        {
          cells: [
            'Boilers B-1 and B-2, set',
            money(312000),
            '85%',
            money(93600),
            { text: 'On file', pill: 'ok' },
          ],
        },
        {
          cells: ['Piping and pumps', money(126500), '60%', money(37950), { text: 'On file', pill: 'ok' }],
        },
        {
          cells: [
            'Change orders 1–4 (approved)',
            money(21840),
            '100%',
            money(21840),
            { text: 'On file', pill: 'ok' },
          ],
          tone: 'ok',
        },
        {
          cells: [
            'Controls and start-up',
            money(58000),
            '10%',
            money(5800),
            { text: 'Missing', pill: 'alert' },
          ],
          tone: 'alert',
        },
      ],
      footer: { label: 'Due this period, less 5% retainage', value: money(151230.5) },
    },
  },
};

/** Every product picture of the site, with the page that shows it. */
export function productScreens(content: SiteContent): ProductScreen[] {
  const screen = (page: string, name: string, workspace: string, frame: Frame): ProductScreen => ({
    ...frame,
    page,
    name,
    workspace,
    module: nameOf(content, frame.module),
  });
  const demo = 'Demo workspace';
  return [
    screen('/', 'home-dashboard', demo, homeScreen(content)),
    ...content.modules.map((module) =>
      screen(module.path, `module-${module.slug}`, demo, moduleScreen(content, module.slug)),
    ),
    ...content.industries.map((industry) =>
      screen(
        industry.path,
        `industry-${industry.slug}`,
        industry.quote?.company ?? demo,
        industryFrames[industry.slug],
      ),
    ),
    ...content.caseStudies.map((study) =>
      screen(study.path, `case-study-${study.slug}`, study.company.name, caseStudyFrames[study.slug]),
    ),
  ];
}

/** The picture of one page, if it has one. */
export const productScreenOf = (content: SiteContent, page: string) =>
  productScreens(content).find((screen) => screen.page === page);
