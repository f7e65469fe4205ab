/**
 * The fragment of the product each feature row shows (src/content/fragmentModel.ts): the screen the
 * row describes with a few sample records of the demo workspace, product data only. One entry per
 * illustration id of schema.ts (which checks that every id has one), whose text is the fragment's alt
 * text; scripts/generators/pictures draws them.
 */
import type { Fragment } from './fragmentModel';
import type { Tone } from './screenModel';

const status = (text: string, tone: Tone | 'neutral') => ({ text, pill: tone });
const usd = (value: number) =>
  `${value < 0 ? '−' : ''}$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const whole = (value: number) => `$${value.toLocaleString('en-US')}`;

export const featureFragments = {
  // Finance & Accounting
  'bank-feed': {
    title: 'Bank exceptions',
    context: 'Operating account ···4418 · 3 lines to review',
    badge: { text: '3 open', tone: 'alert' },
    body: {
      kind: 'list',
      items: [
        {
          title: 'WIRE ALDER SUPPLY $6,240.00',
          detail: 'Likely: bills 7740 + 7741 (partial)',
          status: 'Split',
          tone: 'focus',
        },
        {
          title: 'ACH HARBOR FOODS $4,410.00',
          detail: 'Likely: INV-2302, short $90.00',
          status: 'Review',
          tone: 'alert',
        },
        {
          title: 'CARD 4418 DELTA 0061',
          detail: 'Rule: travel · Delta Air Lines',
          status: 'Rule',
          tone: 'ok',
        },
        {
          title: 'SEPA KLEINER GMBH €3,100.00',
          detail: 'Likely: INV-2297 at 1.0842',
          status: 'FX',
          tone: 'focus',
        },
        { title: 'CHECK 10431 $880.00', detail: 'Assigned to Dana Ruiz', status: 'Open', tone: 'neutral' },
      ],
    },
  },
  invoice: {
    title: 'Receivables',
    context: 'Open invoices · reminders on',
    body: {
      kind: 'table',
      columns: [
        { title: 'Invoice', share: 1.4 },
        { title: 'Customer', share: 2.6 },
        { title: 'Due', share: 1.2 },
        { title: 'Amount', share: 1.6, numeric: true },
        { title: 'Status', share: 1.6 },
      ],
      rows: [
        { cells: ['INV-2311', 'Harbor Foods', '20 Nov', usd(4820), status('Paid', 'ok')] },
        { cells: ['INV-2308', 'Northwind Retail', '18 Nov', usd(9300), status('Reminder 1', 'neutral')] },
        {
          cells: ['INV-2299', 'Cobalt Dental', '2 Nov', usd(1275.5), status('12 days late', 'critical')],
          tone: 'critical',
        },
        { cells: ['INV-2296', 'Mesa Outfitters', '30 Nov', usd(2140), status('Sent', 'neutral')] },
        { cells: ['INV-2290', 'Alder Supply', '28 Nov', usd(615), status('Viewed', 'focus')] },
      ],
      footer: { label: 'Open receivables', value: usd(18150.5) },
    },
  },
  'expense-receipt': {
    title: 'Supplier bill 7752',
    context: 'Pacific Pallet Co. · from the AP inbox',
    badge: { text: 'Matched to PO-1184', tone: 'ok' },
    body: {
      kind: 'form',
      fields: [
        { label: 'Supplier', value: 'Pacific Pallet Co.' },
        { label: 'Bill date', value: '14 Nov 2026' },
        { label: 'Account', value: '5120 Packaging', tone: 'focus', note: 'From history' },
        { label: 'Amount', value: '$2,310.00', tone: 'alert', note: 'PO +5 %' },
        { label: 'Approver', value: 'Dana Ruiz' },
      ],
      action: 'Send for approval',
    },
  },
  'close-checklist': {
    title: 'Close · October 2026',
    context: '14 of 18 tasks done · due 5 Nov',
    badge: { text: 'Day 3', tone: 'neutral' },
    body: {
      kind: 'list',
      items: [
        { title: 'Bank reconciliations', detail: 'Dana Ruiz · 3 accounts', status: 'Done', tone: 'ok' },
        { title: 'Accrued payroll', detail: 'Sam Okafor · recurring journal', status: 'Done', tone: 'ok' },
        { title: 'Depreciation run', detail: 'Sam Okafor · 41 assets', status: 'Done', tone: 'ok' },
        {
          title: 'Intercompany eliminations',
          detail: 'Lena Vos · due 4 Nov',
          status: 'In progress',
          tone: 'focus',
        },
        { title: 'Controller review', detail: 'Maria Chen · due 5 Nov', status: 'Waiting', tone: 'neutral' },
      ],
    },
  },
  'financial-report': {
    title: 'Profit and loss',
    context: 'October 2026 · all entities',
    body: {
      kind: 'table',
      columns: [
        { title: 'Account', share: 2.6 },
        { title: 'Actual', share: 1.6, numeric: true },
        { title: 'Budget', share: 1.6, numeric: true },
        { title: 'Variance', share: 1.4, numeric: true },
      ],
      rows: [
        { cells: ['Revenue', whole(482300), whole(470000), '+2.6 %'] },
        { cells: ['Cost of sales', whole(291450), whole(282000), '+3.4 %'], tone: 'alert' },
        { cells: [{ text: 'Gross profit', strong: true }, whole(190850), whole(188000), '+1.5 %'] },
        { cells: ['Operating expenses', whole(126200), whole(131500), '−4.0 %'] },
        {
          cells: [{ text: 'Operating profit', strong: true }, whole(64650), whole(56500), '+14.4 %'],
          tone: 'ok',
        },
      ],
    },
  },
  'multi-entity': {
    title: 'Intercompany',
    context: 'Group · 3 entities · October 2026',
    body: {
      kind: 'table',
      columns: [
        { title: 'Entity', share: 2.4 },
        { title: 'Currency', share: 1 },
        { title: 'Balance', share: 1.8, numeric: true },
        { title: 'Status', share: 1.6 },
      ],
      rows: [
        { cells: ['Demo Inc.', 'USD', usd(48200), status('Both sides', 'ok')] },
        { cells: ['Demo Ltd', 'GBP', '£12,400.00', status('Both sides', 'ok')] },
        { cells: ['Demo GmbH', 'EUR', '€9,850.00', status('Both sides', 'ok')] },
        { cells: ['Fee to Inc.', 'USD', usd(-6000), status('Eliminated', 'focus')], tone: 'focus' },
      ],
      footer: { label: 'Left after elimination', value: '$0.00' },
    },
  },
  // eCommerce
  ledger: {
    title: 'Payout 8812',
    context: 'Shopify Payments · paid 14 Nov',
    badge: { text: 'Matched', tone: 'ok' },
    body: {
      kind: 'table',
      columns: [
        { title: 'Line', share: 2.4 },
        { title: 'Count', share: 1, numeric: true },
        { title: 'Account', share: 2 },
        { title: 'Amount', share: 1.6, numeric: true },
      ],
      rows: [
        { cells: ['Orders', '41', '4000 Sales', usd(13214.6)] },
        { cells: ['Refunds', '2', '4010 Returns', usd(-318)] },
        { cells: ['Processing fees', '41', '6150 Card fees', usd(-392.4)] },
        { cells: ['Chargeback', '1', '1210 Disputes', usd(-24)], tone: 'alert' },
      ],
      footer: { label: 'Deposited to ···4418', value: usd(12480.2) },
    },
  },
  'channel-sync': {
    title: 'Channel stock',
    context: 'SKU TW-220 · Trail water bottle 750 ml',
    badge: { text: 'Synced 09:41', tone: 'ok' },
    body: {
      kind: 'table',
      columns: [
        { title: 'Channel', share: 2.2 },
        { title: 'Buffer', share: 1, numeric: true },
        { title: 'Published', share: 1.3, numeric: true },
        { title: 'Status', share: 1.6 },
      ],
      rows: [
        { cells: ['Shopify', '5', '137', status('Live', 'ok')] },
        { cells: ['WooCommerce', '5', '137', status('Live', 'ok')] },
        { cells: ['Amazon', '20', '122', status('Live', 'ok')] },
        { cells: ['B2B portal', '0', '142', status('Live', 'ok')] },
        { cells: ['BigCommerce', '5', '0', status('Paused', 'alert')], tone: 'alert' },
      ],
      footer: { label: 'Available in Tacoma', value: '142' },
    },
  },
  storefront: {
    title: 'Orders',
    context: 'All channels · today',
    body: {
      kind: 'table',
      columns: [
        { title: 'Order', share: 1.4 },
        { title: 'Channel', share: 1.6 },
        { title: 'Customer', share: 2.2 },
        { title: 'Total', share: 1.3, numeric: true },
        { title: 'Status', share: 1.6 },
      ],
      rows: [
        { cells: ['#10482', 'Shopify', 'J. Alvarez', usd(86), status('Allocated', 'ok')] },
        { cells: ['#10481', 'Amazon', 'K. Osei', usd(41.5), status('Picking', 'focus')] },
        { cells: ['#10480', 'B2B portal', 'Mesa Outfitters', usd(1240), status('Split', 'neutral')] },
        {
          cells: ['#10479', 'WooCommerce', 'R. Lindqvist', usd(212), status('Fraud check', 'alert')],
          tone: 'alert',
        },
        { cells: ['#10478', 'Shopify', 'P. Nair', usd(58), status('Backorder', 'neutral')] },
      ],
    },
  },
  fulfilment: {
    title: 'Pick wave W-1127',
    context: 'Tacoma · 24 orders · carrier cut-off 16:00',
    badge: { text: '18 of 24 packed', tone: 'focus' },
    body: {
      kind: 'table',
      columns: [
        { title: 'Order', share: 1.3 },
        { title: 'Weight', share: 1.3, numeric: true },
        { title: 'Service', share: 2 },
        { title: 'Status', share: 1.7 },
      ],
      rows: [
        { cells: ['#10471', '1.2 kg', 'UPS Ground', status('Labelled', 'ok')] },
        { cells: ['#10472', '0.4 kg', 'USPS Priority', status('Labelled', 'ok')] },
        { cells: ['#10474', '3.9 kg', 'UPS Ground', status('Weight off', 'alert')], tone: 'alert' },
        { cells: ['#10475', '0.8 kg', 'FedEx Home', status('Packing', 'focus')] },
        { cells: ['#10477', '2.1 kg', 'UPS Ground', status('Picked', 'neutral')] },
      ],
    },
  },
  returns: {
    title: 'Return RMA-0391',
    context: 'Order #10402 · J. Alvarez · Shopify',
    badge: { text: 'Inspected', tone: 'ok' },
    body: {
      kind: 'table',
      columns: [
        { title: 'Item', share: 2.6 },
        { title: 'Received', share: 1.2, numeric: true },
        { title: 'Condition', share: 1.6 },
        { title: 'Refund', share: 1.4, numeric: true },
      ],
      rows: [
        { cells: ['Trail bottle 750 ml', '2 of 2', status('Restock', 'ok'), usd(48)] },
        { cells: ['Hip pack 5 L', '1 of 1', status('Damaged', 'alert'), usd(0)], tone: 'alert' },
        { cells: ['Bottle cage', '0 of 1', status('Not back', 'neutral'), usd(0)] },
      ],
      footer: { label: 'Refund to card ···0291', value: usd(48) },
    },
  },
  // Inventory Management
  warehouse: {
    title: 'Stock by bin',
    context: 'SKU PF-450 · Stretch film 450 mm · Tacoma',
    body: {
      kind: 'table',
      columns: [
        { title: 'Bin', share: 1.4 },
        { title: 'On hand', share: 1.3, numeric: true },
        { title: 'Reserved', share: 1.3, numeric: true },
        { title: 'Available', share: 1.4, numeric: true },
      ],
      rows: [
        { cells: ['A-03-2', '120', '48', { text: '72', strong: true }] },
        { cells: ['A-03-3', '96', '0', { text: '96', strong: true }] },
        { cells: ['B-11-1', '40', '40', { text: '0', strong: true }], tone: 'alert' },
        { cells: ['Receiving', '60', '0', { text: '60', strong: true }] },
      ],
      footer: { label: 'Available to promise', value: '228 rolls' },
    },
  },
  barcode: {
    title: 'Cycle count C-2207',
    context: 'Aisle A · class A items · scanned on iPhone',
    badge: { text: '5 of 6 counted', tone: 'focus' },
    body: {
      kind: 'table',
      columns: [
        { title: 'Item', share: 2.4 },
        { title: 'Expected', share: 1.3, numeric: true },
        { title: 'Counted', share: 1.3, numeric: true },
        { title: 'Result', share: 1.5 },
      ],
      rows: [
        { cells: ['PF-450 Stretch film', '120', '120', status('OK', 'ok')] },
        { cells: ['TW-220 Trail bottle', '142', '139', status('−3', 'alert')], tone: 'alert' },
        { cells: ['HP-050 Hip pack', '64', '64', status('OK', 'ok')] },
        { cells: ['BC-010 Bottle cage', '210', '210', status('OK', 'ok')] },
        { cells: ['GL-300 Gel pack', '88', '–', status('To count', 'neutral')] },
      ],
    },
  },
  forecast: {
    title: 'Demand forecast',
    context: 'TW-220 Trail bottle · Tacoma · units a week',
    body: {
      kind: 'bars',
      items: [
        { label: 'Week 47', detail: 'Actual', length: 0.62, value: '124' },
        { label: 'Week 48', detail: 'Actual', length: 0.7, value: '140' },
        { label: 'Week 49', detail: 'Forecast 150–178', length: 0.82, value: '164', tone: 'focus' },
        { label: 'Week 50', detail: 'Promotion uplift', length: 0.98, value: '196', tone: 'focus' },
        { label: 'Week 51', detail: 'Forecast 120–158', length: 0.7, value: '139', tone: 'focus' },
      ],
      legend: { text: 'Forecast', tone: 'focus' },
    },
  },
  'purchase-order': {
    title: 'Purchase proposals',
    context: 'Today · 4 suppliers · lead times applied',
    badge: { text: '4 to send', tone: 'focus' },
    body: {
      kind: 'table',
      columns: [
        { title: 'Supplier', share: 2.4 },
        { title: 'Lines', share: 0.9, numeric: true },
        { title: 'Arrives', share: 1.3 },
        { title: 'Value', share: 1.5, numeric: true },
      ],
      rows: [
        { cells: ['Pacific Pallet Co.', '3', '21 Nov', usd(2200)] },
        { cells: ['Cascade Plastics', '5', '25 Nov', usd(6840)] },
        { cells: ['Ridgeline Textiles', '2', '2 Dec', usd(1310)] },
        { cells: ['Transfer Portland', '4', '18 Nov', '–'], tone: 'focus' },
      ],
      footer: { label: 'Total to order', value: usd(10350) },
    },
  },
  'lot-tracking': {
    title: 'Lot L-24-0918',
    context: 'GL-300 Gel pack · expires 30 Apr 2027',
    badge: { text: 'Traced', tone: 'ok' },
    body: {
      kind: 'list',
      items: [
        {
          title: 'Received from Summit Nutrition',
          detail: '18 Sep · PO-1102 · 600 units',
          status: 'Receipt',
          tone: 'neutral',
        },
        { title: 'Moved to bin C-04-1', detail: '18 Sep · Tacoma', status: 'Transfer', tone: 'neutral' },
        {
          title: 'Shipped to Mesa Outfitters',
          detail: '2 Oct · SO-8841 · 240 units',
          status: 'Shipment',
          tone: 'focus',
        },
        {
          title: 'Shipped to 31 web customers',
          detail: '3 Oct – 12 Nov · 212 units',
          status: 'Shipment',
          tone: 'focus',
        },
        { title: 'In stock', detail: 'C-04-1 · 148 units', status: 'On hand', tone: 'ok' },
      ],
    },
  },
  // Project Management
  gantt: {
    title: 'Plan · Riverside clinic fit-out',
    context: 'Critical path recalculated 09:12',
    body: {
      kind: 'bars',
      axis: ['Nov 3', 'Nov 10', 'Nov 17', 'Nov 24'],
      items: [
        { label: 'Demolition', detail: 'Crew A', start: 0, length: 0.22, value: 'Done', tone: 'ok' },
        { label: 'Framing', detail: 'Crew A', start: 0.2, length: 0.3, value: '4 d late', tone: 'critical' },
        {
          label: 'Electrical',
          detail: 'Rough-in · Volt Electric',
          start: 0.5,
          length: 0.25,
          value: 'Moved',
          tone: 'critical',
        },
        { label: 'HVAC ducts', detail: 'Northside Mech.', start: 0.35, length: 0.3, value: 'On track' },
        { label: 'Drywall', detail: 'Crew B', start: 0.75, length: 0.25, value: 'Moved', tone: 'critical' },
      ],
      legend: { text: 'Critical path', tone: 'critical' },
    },
  },
  kanban: {
    title: 'Board · Website relaunch',
    context: 'Sprint 14 · 12 cards',
    body: {
      kind: 'table',
      columns: [
        { title: 'Card', share: 2.8 },
        { title: 'Owner', share: 1.4 },
        { title: 'Column', share: 1.7 },
      ],
      rows: [
        { cells: ['Checkout copy review', 'A. Brandt', status('Done', 'ok')] },
        { cells: ['Product page templates', 'L. Moreau', status('In review', 'focus')] },
        { cells: ['Redirect map', 'J. Kim', status('In progress', 'neutral')] },
        { cells: ['Tax rules for EU', 'S. Okafor', status('Blocked', 'critical')], tone: 'critical' },
        { cells: ['Launch checklist', 'A. Brandt', status('To do', 'neutral')] },
      ],
    },
  },
  budget: {
    title: 'Budget against actual',
    context: 'Riverside clinic fit-out · by phase',
    body: {
      kind: 'bars',
      items: [
        { label: 'Design', detail: '$42,000 budget', length: 0.96, value: '96 %', tone: 'ok' },
        { label: 'Site work', detail: '$118,000 budget', length: 0.71, value: '71 %' },
        { label: 'Labour', detail: '$96,000 budget', length: 0.82, value: '82 %', tone: 'alert' },
        { label: 'Materials', detail: '$154,000 budget', length: 0.48, value: '48 %' },
        { label: 'Subcontracts', detail: '$88,000 budget', length: 0.39, value: '39 %' },
      ],
    },
  },
  'risk-radar': {
    title: 'Projects needing attention',
    context: 'Weekly score · Monday 17 Nov',
    badge: { text: '2 at risk', tone: 'critical' },
    body: {
      kind: 'list',
      items: [
        {
          title: 'Riverside clinic fit-out',
          detail: 'Framing 3 weeks late',
          status: 'At risk',
          tone: 'critical',
        },
        {
          title: 'Harbor Foods ERP rollout',
          detail: 'Labor 80 % used at 50 % done',
          status: 'At risk',
          tone: 'critical',
        },
        { title: 'Mesa store remodel', detail: '2 open risks without owner', status: 'Watch', tone: 'alert' },
        { title: 'Website relaunch', detail: 'On schedule and budget', status: 'Healthy', tone: 'ok' },
      ],
    },
  },
  dashboard: {
    title: 'Status report · week 47',
    context: 'Harbor Foods ERP rollout · draft',
    badge: { text: 'Draft', tone: 'neutral' },
    body: {
      kind: 'form',
      fields: [
        { label: 'Progress', value: '52 % complete (plan 58 %)', tone: 'alert' },
        { label: 'Budget', value: '$96,400 of $142,000 spent' },
        { label: 'Next milestone', value: 'Data migration · 28 Nov' },
        { label: 'Risks', value: '1 high: key-user availability', tone: 'critical' },
        { label: 'Commentary', value: 'Add a note for the client', tone: 'focus', note: 'You' },
      ],
      action: 'Send to client',
    },
  },
  // Workforce
  'shift-schedule': {
    title: 'Roster · week 48',
    context: 'Tacoma warehouse · published',
    body: {
      kind: 'bars',
      axis: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
      items: [
        { label: 'Ana Lopez', detail: 'Forklift certified', start: 0, length: 0.6, value: '24 h' },
        { label: 'Ben Carter', detail: 'Picker', start: 0.2, length: 0.8, value: '32 h' },
        { label: 'Chen Wei', detail: 'Team lead', start: 0, length: 1, value: '40 h' },
        {
          label: 'Dara Okoye',
          detail: 'Swap requested',
          start: 0.4,
          length: 0.4,
          value: '16 h',
          tone: 'alert',
        },
        { label: 'Eli Novak', detail: 'Picker', start: 0.6, length: 0.4, value: '16 h' },
      ],
      legend: { text: 'Swap requested', tone: 'alert' },
    },
  },
  'mobile-clock': {
    title: 'Clock-ins',
    context: 'Today · Job 2417 Riverside clinic',
    badge: { text: '6 on site', tone: 'ok' },
    body: {
      kind: 'table',
      columns: [
        { title: 'Worker', share: 2 },
        { title: 'In', share: 1, numeric: true },
        { title: 'Cost code', share: 1.8 },
        { title: 'Location', share: 1.6 },
      ],
      rows: [
        { cells: ['Luis Ortega', '06:58', '06-100 Framing', status('On site', 'ok')] },
        { cells: ['Mia Jensen', '07:02', '06-100 Framing', status('On site', 'ok')] },
        { cells: ['Omar Haddad', '07:05', '02-410 Demolition', status('On site', 'ok')] },
        { cells: ['Tom Becker', '07:31', '06-100 Framing', status('1.2 km away', 'alert')], tone: 'alert' },
      ],
    },
  },
  'approval-flow': {
    title: 'Timesheet exceptions',
    context: 'Week 47 · 38 timesheets · 34 pre-approved',
    badge: { text: '4 to review', tone: 'alert' },
    body: {
      kind: 'list',
      items: [
        {
          title: 'Tom Becker · Tue',
          detail: 'Started 31 min after the shift',
          status: 'Late start',
          tone: 'alert',
        },
        {
          title: 'Ana Lopez · Thu',
          detail: '6 h 40 without a break',
          status: 'Missed break',
          tone: 'critical',
        },
        { title: 'Chen Wei · Fri', detail: '2.5 h over 40 h (WA rules)', status: 'Overtime', tone: 'focus' },
        { title: 'Ben Carter · Mon', detail: 'Clocked out by supervisor', status: 'Edited', tone: 'neutral' },
      ],
    },
  },
  'employee-profile': {
    title: 'Ana Lopez',
    context: 'Warehouse operative · Tacoma · since 2021',
    badge: { text: '1 expiring', tone: 'alert' },
    body: {
      kind: 'list',
      items: [
        { title: 'Forklift license', detail: 'Expires 14 Dec 2026', status: 'Expiring', tone: 'alert' },
        { title: 'First aid certificate', detail: 'Expires 3 Jun 2027', status: 'Valid', tone: 'ok' },
        { title: 'W-4 tax form', detail: 'Signed 12 Jan 2026', status: 'On file', tone: 'ok' },
        { title: 'Employment contract', detail: 'Full time · 40 h', status: 'On file', tone: 'ok' },
      ],
    },
  },
  payroll: {
    title: 'Payroll export · 1–15 Nov',
    context: 'To Gusto · 38 workers · approved hours',
    badge: { text: 'Ready', tone: 'ok' },
    body: {
      kind: 'table',
      columns: [
        { title: 'Pay type', share: 2.2 },
        { title: 'Hours', share: 1.2, numeric: true },
        { title: 'Jobs', share: 0.9, numeric: true },
        { title: 'Cost', share: 1.6, numeric: true },
      ],
      rows: [
        { cells: ['Regular', '2,812.5', '9', usd(78750)] },
        { cells: ['Overtime 1.5x', '146.0', '4', usd(6132)] },
        { cells: ['Paid time off', '96.0', '–', usd(2688)] },
        { cells: ['Per diem', '–', '2', usd(1140)] },
      ],
      footer: { label: 'Gross pay to export', value: usd(88710) },
    },
  },
  // Professional Services
  'resource-planner': {
    title: 'Resource plan',
    context: 'Consulting team · next 4 weeks · hours a week',
    body: {
      kind: 'bars',
      axis: ['Wk 48', 'Wk 49', 'Wk 50', 'Wk 51'],
      items: [
        { label: 'Priya Shah', detail: 'Harbor Foods ERP', start: 0, length: 1, value: '40 h' },
        { label: 'Jonas Berg', detail: 'Mesa remodel', start: 0, length: 0.5, value: '32 h' },
        {
          label: 'Lea Martin',
          detail: 'Cobalt proposal',
          start: 0.5,
          length: 0.5,
          value: 'Tentative',
          tone: 'focus',
        },
        { label: 'Sam Okafor', detail: 'Bench', start: 0, length: 0.25, value: '8 h', tone: 'alert' },
      ],
      legend: { text: 'Tentative', tone: 'focus' },
    },
  },
  timesheet: {
    title: 'My week · 17–21 Nov',
    context: 'Priya Shah · 3 suggestions from the calendar',
    badge: { text: '17.0 h so far', tone: 'neutral' },
    body: {
      kind: 'table',
      columns: [
        { title: 'Project', share: 2.6 },
        { title: 'Mon', share: 0.8, numeric: true },
        { title: 'Tue', share: 0.8, numeric: true },
        { title: 'Total', share: 1, numeric: true },
      ],
      rows: [
        { cells: ['Harbor Foods ERP', '6.0', '7.5', { text: '13.5', strong: true }] },
        { cells: ['Cobalt proposal', '1.5', '–', { text: '1.5', strong: true }] },
        { cells: ['Client call (suggested)', '1.0', '–', { text: '1.0', strong: true }], tone: 'focus' },
        { cells: ['Internal', '0.5', '0.5', { text: '1.0', strong: true }] },
      ],
    },
  },
  retainer: {
    title: 'Billing run · 30 Nov',
    context: 'Draft invoices by contract type · $49,100.00',
    badge: { text: '5 drafts', tone: 'focus' },
    body: {
      kind: 'list',
      items: [
        {
          title: 'Harbor Foods · $21,480.00',
          detail: 'Time and materials · 164 h',
          status: 'Draft',
          tone: 'neutral',
        },
        {
          title: 'Cobalt Dental · $4,500.00',
          detail: 'Retainer · 12 h left this month',
          status: 'Draft',
          tone: 'neutral',
        },
        {
          title: 'Mesa Outfitters · $12,000.00',
          detail: 'Milestone 3 of 5 accepted',
          status: 'Draft',
          tone: 'neutral',
        },
        {
          title: 'Alder Supply · $3,120.00',
          detail: 'Capped fee · 94 % used',
          status: 'Near cap',
          tone: 'alert',
        },
        {
          title: 'Northwind Retail · $8,000.00',
          detail: 'Fixed fee · November',
          status: 'Draft',
          tone: 'neutral',
        },
      ],
    },
  },
  'utilisation-chart': {
    title: 'Utilisation · November',
    context: 'Billable hours over available · target 75 %',
    body: {
      kind: 'bars',
      items: [
        { label: 'Priya Shah', detail: 'Senior consultant', length: 0.86, value: '86 %', tone: 'ok' },
        { label: 'Jonas Berg', detail: 'Consultant', length: 0.78, value: '78 %', tone: 'ok' },
        { label: 'Lea Martin', detail: 'Consultant', length: 0.64, value: '64 %', tone: 'alert' },
        { label: 'Sam Okafor', detail: 'Analyst', length: 0.41, value: '41 %', tone: 'critical' },
      ],
    },
  },
  // Contracting
  'bid-estimate': {
    title: 'Estimate E-2417',
    context: 'Riverside clinic · by cost code',
    badge: { text: 'Won · now the budget', tone: 'ok' },
    body: {
      kind: 'table',
      columns: [
        { title: 'Cost code', share: 2.6 },
        { title: 'Cost', share: 1.5, numeric: true },
        { title: 'Margin', share: 1, numeric: true },
        { title: 'Price', share: 1.5, numeric: true },
      ],
      rows: [
        { cells: ['02-410 Demolition', whole(18400), '14 %', whole(21400)] },
        { cells: ['06-100 Framing', whole(46200), '12 %', whole(52500)] },
        { cells: ['16-100 Electrical', whole(61800), '10 %', whole(68700)] },
        { cells: ['09-250 Drywall', whole(27300), '15 %', whole(32100)] },
      ],
      footer: { label: 'Contract value', value: whole(174700) },
    },
  },
  'change-order': {
    title: 'Change order CO-021',
    context: 'Riverside clinic · raised from the field',
    badge: { text: 'Owner approval', tone: 'alert' },
    body: {
      kind: 'form',
      fields: [
        { label: 'Reason', value: 'Add 2 data outlets, exam room 4' },
        { label: 'Raised by', value: 'Luis Ortega · 3 photos' },
        { label: 'Cost', value: '$1,620.00' },
        { label: 'Price', value: '$1,860.00', tone: 'focus', note: '+15 %' },
        { label: 'Schedule', value: '+1 day to electrical rough-in' },
      ],
      action: 'Send to owner',
    },
  },
  'progress-billing': {
    title: 'Pay application 6',
    context: 'Riverside clinic · period to 31 Oct · G703',
    body: {
      kind: 'table',
      columns: [
        { title: 'Line', share: 2.4 },
        { title: 'Scheduled', share: 1.5, numeric: true },
        { title: 'Complete', share: 1.1, numeric: true },
        { title: 'This period', share: 1.5, numeric: true },
      ],
      rows: [
        { cells: ['Demolition', whole(21400), '100 %', whole(0)] },
        { cells: ['Framing', whole(52500), '80 %', whole(15750)] },
        { cells: ['Electrical', whole(68700), '45 %', whole(20610)] },
        { cells: ['CO-012 Ramp', whole(4200), '100 %', whole(4200)] },
      ],
      footer: { label: 'Due less 10 % retainage', value: whole(36504) },
    },
  },
  'subcontractor-compliance': {
    title: 'Subcontractor compliance',
    context: 'Riverside clinic · October pay period',
    badge: { text: '1 payment held', tone: 'critical' },
    body: {
      kind: 'list',
      items: [
        {
          title: 'Volt Electric',
          detail: 'Insurance to 2027 · waiver received',
          status: 'Clear',
          tone: 'ok',
        },
        {
          title: 'Northside Mechanical',
          detail: 'Waiver for October missing',
          status: 'Held',
          tone: 'critical',
        },
        {
          title: 'Clearview Glazing',
          detail: 'Insurance expires in 9 days',
          status: 'Expiring',
          tone: 'alert',
        },
        {
          title: 'Summit Drywall',
          detail: 'Insurance to 2027 · waiver received',
          status: 'Clear',
          tone: 'ok',
        },
      ],
    },
  },
  'field-report': {
    title: 'Daily report · 14 Nov',
    context: 'Riverside clinic · Luis Ortega, foreman',
    badge: { text: 'Submitted 16:42', tone: 'ok' },
    body: {
      kind: 'form',
      fields: [
        { label: 'Weather', value: 'Rain, 8 °C' },
        { label: 'Crew', value: '6 workers · 46.5 h' },
        { label: 'Equipment', value: 'Scissor lift · 6 h' },
        { label: 'Deliveries', value: 'Studs and track, Alder Supply' },
        { label: 'Delay', value: 'Drywall moved to 17 Nov', tone: 'alert', note: 'Delay' },
      ],
      action: 'Open report',
    },
  },
  // Module Training
  'course-catalogue': {
    title: 'Class schedule',
    context: 'Instructor-led · December 2026',
    body: {
      kind: 'table',
      columns: [
        { title: 'Class', share: 2.6 },
        { title: 'Date', share: 1.3 },
        { title: 'Time zone', share: 1.3 },
        { title: 'Seats', share: 1.3 },
      ],
      rows: [
        { cells: ['Month-end close', '2 Dec', 'US Pacific', status('6 left', 'ok')] },
        { cells: ['Pay applications', '4 Dec', 'US Eastern', status('2 left', 'alert')] },
        { cells: ['Cycle counting', '9 Dec', 'CET', status('9 left', 'ok')] },
        { cells: ['Resource planning', '11 Dec', 'US Eastern', status('Full', 'neutral')] },
      ],
    },
  },
  certificate: {
    title: 'Certification exam',
    context: 'Finance & Accounting Professional · Maria Chen',
    badge: { text: 'Passed', tone: 'ok' },
    body: {
      kind: 'list',
      items: [
        {
          title: 'Reconcile the operating account',
          detail: 'Sandbox task 1 · checked',
          status: 'Pass',
          tone: 'ok',
        },
        { title: 'Post the payroll accrual', detail: 'Sandbox task 2 · checked', status: 'Pass', tone: 'ok' },
        { title: 'Eliminate intercompany', detail: 'Sandbox task 3 · checked', status: 'Pass', tone: 'ok' },
        {
          title: 'Certificate FAP-10482',
          detail: 'Verifiable online · on profile',
          status: 'Issued',
          tone: 'focus',
        },
      ],
    },
  },
  'learning-path': {
    title: 'Learning path · Buyer',
    context: 'Ben Carter · 3 of 5 complete',
    body: {
      kind: 'list',
      items: [
        {
          title: 'Items, units and suppliers',
          detail: 'Video and reading · 40 min',
          status: 'Done',
          tone: 'ok',
        },
        { title: 'Purchase proposals', detail: 'Exercise in the sandbox', status: 'Done', tone: 'ok' },
        { title: 'Receiving and returns', detail: 'Exercise in the sandbox', status: 'Done', tone: 'ok' },
        { title: 'Forecasts and safety stock', detail: 'Video · 25 min', status: 'Next', tone: 'focus' },
        { title: 'Buyer certification', detail: 'Practical exam', status: 'Locked', tone: 'neutral' },
      ],
    },
  },
  'sandbox-lab': {
    title: 'Exercise · bank reconciliation',
    context: 'Sandbox: Harborview Trading (practice data)',
    badge: { text: 'Practice', tone: 'focus' },
    body: {
      kind: 'list',
      items: [
        { title: 'Import the November bank file', detail: '42 lines loaded', status: 'Done', tone: 'ok' },
        { title: 'Confirm the suggested matches', detail: '38 of 42 matched', status: 'Done', tone: 'ok' },
        { title: 'Find the duplicate payment', detail: 'Hint available', status: 'Now', tone: 'focus' },
        { title: 'Lock the period', detail: 'Checked automatically', status: 'To do', tone: 'neutral' },
      ],
    },
  },
  // Intelligent Data Onboarding
  'data-import': {
    title: 'Import · legacy-export.xlsx',
    context: '3 sheets · 2,418 rows · checked',
    badge: { text: 'Ready to load', tone: 'ok' },
    body: {
      kind: 'table',
      columns: [
        { title: 'Sheet', share: 2 },
        { title: 'Loads into', share: 2 },
        { title: 'Rows', share: 1, numeric: true },
        { title: 'Checks', share: 1.6 },
      ],
      rows: [
        { cells: ['Customers', 'Accounting', '612', status('Passed', 'ok')] },
        { cells: ['Items', 'Inventory', '1,540', status('Passed', 'ok')] },
        { cells: ['Open invoices', 'Accounting', '266', status('3 fixed', 'focus')], tone: 'focus' },
      ],
      footer: { label: 'Duplicates merged', value: '14' },
    },
  },
  'field-extraction': {
    title: 'Read from scan-0412.pdf',
    context: 'Supplier list, page 2 · merged cells',
    badge: { text: '1 to check', tone: 'alert' },
    body: {
      kind: 'list',
      items: [
        { title: 'Cascade Plastics LLC', detail: 'Supplier name · row 4', status: '99 %', tone: 'ok' },
        { title: '91-4417820', detail: 'Tax ID · row 4', status: '98 %', tone: 'ok' },
        { title: 'Net 30', detail: 'Payment terms · row 4', status: '96 %', tone: 'ok' },
        {
          title: '···5532, routing 125000024',
          detail: 'Bank account · handwritten',
          status: '71 %',
          tone: 'alert',
        },
      ],
    },
  },
  'review-queue': {
    title: 'Review queue',
    context: 'suppliers.csv · 8 rows need a decision',
    badge: { text: '8 open', tone: 'alert' },
    body: {
      kind: 'list',
      items: [
        {
          title: 'Row 118 · Alder Supply',
          detail: 'Tax ID fails its check digit',
          status: 'Invalid',
          tone: 'critical',
        },
        {
          title: 'Rows 42, 311 · Cascade Plastics',
          detail: 'Same tax ID, two names',
          status: 'Duplicate',
          tone: 'alert',
        },
        {
          title: 'Row 207 · Ridgeline Textiles',
          detail: 'Address has no ZIP code',
          status: 'Missing',
          tone: 'alert',
        },
        {
          title: 'Row 256 · Summit Nutrition',
          detail: 'Total differs from lines by $12',
          status: 'Mismatch',
          tone: 'alert',
        },
      ],
    },
  },
  'ai-assistant': {
    title: 'Suggested rule',
    context: 'From your last 3 corrections · suppliers.csv',
    badge: { text: 'Suggested', tone: 'focus' },
    body: {
      kind: 'form',
      fields: [
        { label: 'When column', value: 'Vendor Nm' },
        { label: 'Map to', value: 'Supplier name', tone: 'focus', note: 'Learned' },
        { label: 'And merge', value: 'Cascade Plastics (2 spellings)' },
        { label: 'Applies to', value: '46 similar rows in 2 files' },
      ],
      action: 'Apply rule',
    },
  },
  'audit-trail': {
    title: 'Where this came from',
    context: 'Opening balance · account 1200 Receivables',
    body: {
      kind: 'list',
      items: [
        {
          title: 'legacy-export.xlsx',
          detail: 'Sheet Open invoices · rows 2–267',
          status: 'Source',
          tone: 'neutral',
        },
        {
          title: 'Checked: totals and dates',
          detail: '3 rows corrected by Dana Ruiz',
          status: 'Fixed',
          tone: 'focus',
        },
        { title: 'Approved by Maria Chen', detail: '3 Nov 2026 · 14:08', status: 'Approved', tone: 'ok' },
        {
          title: 'Posted as journal OB-0001',
          detail: '$18,150.50 · 266 invoices',
          status: 'Posted',
          tone: 'ok',
        },
      ],
    },
  },
} satisfies Record<string, Fragment>;
