/** Prints a bench report as Markdown tables: the site beside the floor and the no-script limit. */
import { type BudgetCheck, failedBudgets } from './budgets';
import type { BenchReport, LighthouseFigures, PageResult } from './results';

const kb = (value: number) => value.toFixed(1);
const ms = (value: number) => Math.round(value).toString();
/** Whole numbers as they are, others to at most two decimals. */
const figure = (value: number) => String(Number.isInteger(value) ? value : Number(value.toFixed(2)));
const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}×` : '–');

function row(cells: (string | number)[]) {
  return `| ${cells.join(' | ')} |`;
}

const PAGE_HEADER = [
  'page',
  'JS KB (files)',
  'own JS KB',
  'payload KB',
  'Perf',
  'A11y',
  'BP',
  'SEO',
  'FCP ms',
  'LCP ms',
  'TBT ms',
  'CLS',
];

function pageRow(label: string, page: PageResult) {
  const { weight, lighthouse: lh } = page;
  return row([
    label,
    `${kb(weight.jsKb)} (${weight.jsFiles})`,
    kb(weight.ownJsKb),
    kb(weight.payloadKb),
    lh.performance,
    lh.accessibility,
    lh.bestPractices,
    lh.seo,
    ms(lh.fcp),
    ms(lh.lcp),
    ms(lh.tbt),
    lh.cls.toFixed(3),
  ]);
}

function ratios(label: string, site: PageResult, base: PageResult) {
  const fig = (key: keyof LighthouseFigures) => ratio(site.lighthouse[key], base.lighthouse[key]);
  return row([label, ratio(site.weight.jsKb, base.weight.jsKb), fig('fcp'), fig('lcp'), fig('tbt')]);
}

export function formatReport(report: BenchReport, checks: BudgetCheck[]): string {
  const lines: string[] = [];
  lines.push(`Measured ${report.date} (Lighthouse mobile, simulated throttling, median of runs)`, '');
  lines.push(row(PAGE_HEADER), row(PAGE_HEADER.map(() => '---')));
  for (const page of report.site) lines.push(pageRow(`site ${page.route}`, page));
  const { floor } = report;
  if (floor) lines.push(pageRow('floor /', floor));
  for (const page of report.limit) lines.push(pageRow(`limit ${page.route}`, page));

  lines.push(
    '',
    `Site as a ratio to ${floor ? 'the floor (/) and ' : ''}the no-script limit of the same page:`,
    '',
  );
  lines.push(row(['page', 'JS', 'FCP', 'LCP', 'TBT']), row(['---', '---', '---', '---', '---']));
  for (const page of report.site) {
    if (floor) lines.push(ratios(`${page.route} / floor`, page, floor));
    const limit = report.limit.find((candidate) => candidate.route === page.route);
    if (limit) lines.push(ratios(`${page.route} / limit`, page, limit));
  }

  lines.push('', row(['lazy piece', 'KB gzip', 'files']), row(['---', '---', '---']));
  for (const piece of report.lazy) lines.push(row([piece.name, kb(piece.kb), piece.files]));

  lines.push('', row(['interaction (4× CPU slowdown)', 'press to next paint ms']), row(['---', '---']));
  for (const interaction of report.interactions) lines.push(row([interaction.name, ms(interaction.latency)]));

  const failed = failedBudgets(checks);
  lines.push('');
  if (!floor)
    lines.push('No floor: its folder is absent, so first-visit JavaScript is not compared with it.');
  if (failed.length === 0) lines.push(`Every budget met (${checks.length} checks).`);
  else {
    lines.push(`${failed.length} of ${checks.length} budgets missed:`);
    for (const check of failed)
      lines.push(
        `- ${check.subject} ${check.figure}: ${figure(check.actual)} (budget ${figure(check.limit)})`,
      );
  }
  return lines.join('\n');
}
