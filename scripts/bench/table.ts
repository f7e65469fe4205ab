/**
 * Prints a bench report as Markdown tables: the site beside the floor and its no-script copy (each
 * Lighthouse figure as the median and the worst run), each page's FCP, LCP and TBT beside its copy's,
 * each interaction (median and worst run, and its budget), the start-up windows and boots beside the
 * floor's boot, and the first presses.
 */
import { BUDGETS, type BudgetCheck, failedBudgets } from './budgets';
import type { BenchReport, LighthouseFigures, PageResult } from './results';
import {
  median,
  medianFigures,
  medianResponse,
  ratioToCopy,
  tallyPresses,
  tbtOverCopy,
  worst,
  worstFigures,
} from './runSummary';

const kb = (value: number) => value.toFixed(1);
const ms = (value: number) => Math.round(value).toString();
/** Whole numbers as they are, others to at most two decimals. */
const figure = (value: number) => String(Number.isInteger(value) ? value : Number(value.toFixed(2)));
const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}×` : '–');

function row(cells: (string | number)[]) {
  return `| ${cells.join(' | ')} |`;
}

/** A table's heading after a blank line: its cells, then the line under them. */
const heading = (cells: string[]) => ['', row(cells), row(cells.map(() => '---'))];

const PAGE_HEADER = [
  'page',
  'JS KB (files)',
  'later JS KB',
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

/** The median and the worst run, as `median / worst`; one figure when there was one run. */
const spread = (middle: string, worstRun: string, runs: number) =>
  runs > 1 ? `${middle} / ${worstRun}` : middle;

function pageRow(label: string, page: PageResult) {
  const { weight } = page;
  const mid = medianFigures(page.lighthouse);
  const low = worstFigures(page.lighthouse);
  const both = (key: keyof LighthouseFigures, show: (value: number) => string) =>
    spread(show(mid[key]), show(low[key]), page.lighthouse.length);
  return row([
    label,
    `${kb(weight.jsKb)} (${weight.jsFiles})`,
    weight.laterJsFiles > 0 ? `${kb(weight.laterJsKb)} (${weight.laterJsFiles})` : '–',
    kb(weight.ownJsKb),
    kb(weight.payloadKb),
    both('performance', String),
    both('accessibility', String),
    both('bestPractices', String),
    both('seo', String),
    both('fcp', ms),
    both('lcp', ms),
    both('tbt', ms),
    both('cls', (value) => value.toFixed(3)),
  ]);
}

/** The site's medians as ratios to another page's medians. */
function ratios(label: string, site: PageResult, base: PageResult) {
  const [siteMid, baseMid] = [medianFigures(site.lighthouse), medianFigures(base.lighthouse)];
  const fig = (key: keyof LighthouseFigures) => ratio(siteMid[key], baseMid[key]);
  return row([label, ratio(site.weight.jsKb, base.weight.jsKb), fig('fcp'), fig('lcp'), fig('tbt')]);
}

export function formatReport(report: BenchReport, checks: BudgetCheck[]): string {
  return [
    ...pagesSection(report),
    ...besideCopySection(report),
    ...lazySection(report),
    ...interactionsSection(report),
    ...startupSection(report),
    ...pressesSection(report),
    ...verdict(report, checks),
  ].join('\n');
}

/** The figures of each page, the floor's and the copies', and the site as a ratio to the floor. */
function pagesSection(report: BenchReport): string[] {
  const lines: string[] = [];
  lines.push(
    `Measured ${report.date}. Lighthouse mobile, simulated throttling, ${report.runs} run(s) per page:`,
    'each figure is `median / worst run`; the scores and CLS are judged on the worst run, FCP, LCP and',
    'TBT beside the no-script copy (the limit) measured in turns with the page, absolute times for information.',
    '',
  );
  lines.push(row(PAGE_HEADER), row(PAGE_HEADER.map(() => '---')));
  for (const page of report.site) lines.push(pageRow(`site ${page.route}`, page));
  const { floor } = report;
  if (floor) lines.push(pageRow('floor /', floor));
  for (const page of report.limit) lines.push(pageRow(`limit ${page.route}`, page));

  if (floor) {
    lines.push('', 'Site as a ratio to the floor (/):', '');
    lines.push(row(['page', 'JS', 'FCP', 'LCP', 'TBT']), row(['---', '---', '---', '---', '---']));
    for (const page of report.site) lines.push(ratios(`${page.route} / floor`, page, floor));
  }
  return lines;
}

/** Each page beside its no-script copy, run for run. */
function besideCopySection(report: BenchReport): string[] {
  const lines: string[] = [];
  lines.push(
    '',
    'Site beside its no-script copy, runs paired in the order they ran (`median / worst pair`):',
    '',
    row(['page', 'FCP / copy', 'LCP / copy', 'TBT ms over copy']),
    row(['---', '---', '---', '---']),
  );
  for (const page of report.site) {
    const copy = report.limit.find((candidate) => candidate.route === page.route);
    if (!copy) continue;
    const times = (value: number) => `${value.toFixed(2)}×`;
    const both = (beside: { median: number; worst: number }, show: (value: number) => string) =>
      spread(
        show(beside.median),
        show(beside.worst),
        Math.min(page.lighthouse.length, copy.lighthouse.length),
      );
    lines.push(
      row([
        page.route,
        both(ratioToCopy(page.lighthouse, copy.lighthouse, 'fcp'), times),
        both(ratioToCopy(page.lighthouse, copy.lighthouse, 'lcp'), times),
        both(tbtOverCopy(page.lighthouse, copy.lighthouse), ms),
      ]),
    );
  }
  return lines;
}

/** The pieces loaded on intent, by weight. */
function lazySection(report: BenchReport): string[] {
  const lines: string[] = [];
  lines.push(...heading(['lazy piece', 'KB gzip', 'files']));
  for (const piece of report.lazy) lines.push(row([piece.name, kb(piece.kb), piece.files]));
  return lines;
}

/** Each interaction's time to the next paint against its budget. */
function interactionsSection(report: BenchReport): string[] {
  const lines: string[] = [];
  lines.push(
    ...heading([
      'interaction (4× CPU slowdown, loaded page)',
      'kind',
      'to next paint ms, median',
      'worst',
      'budget',
      'runs',
    ]),
  );
  for (const interaction of report.interactions)
    lines.push(
      row([
        interaction.name,
        interaction.kind,
        ms(median(interaction.latencies)),
        ms(worst(interaction.latencies, 'lower')),
        ms(BUDGETS.interaction[interaction.kind]),
        interaction.latencies.length,
      ]),
    );
  return lines;
}

/** Each page's start-up window, and the floor's boot. */
function startupSection(report: BenchReport): string[] {
  const lines: string[] = [];
  lines.push(
    ...heading([
      'start-up window (4× CPU slowdown)',
      'first paint to interactive ms, median',
      'worst',
      'entry script to interactive ms, median',
      'worst',
      'loads',
    ]),
  );
  for (const window of report.startupWindows)
    lines.push(
      row([
        window.route,
        ms(median(window.loads)),
        ms(worst(window.loads, 'lower')),
        ms(median(window.boots)),
        ms(worst(window.boots, 'lower')),
        window.loads.length,
      ]),
    );
  if (report.floorBoots?.length)
    lines.push(
      row([
        'floor (its script to its first paint)',
        '',
        '',
        ms(median(report.floorBoots)),
        ms(worst(report.floorBoots, 'lower')),
        report.floorBoots.length,
      ]),
    );
  return lines;
}

/** Each control pressed as soon as it is painted: how many presses were honoured, and how fast. */
function pressesSection(report: BenchReport): string[] {
  const lines: string[] = [];
  lines.push(
    ...heading([
      'pressed as soon as painted (4× CPU slowdown)',
      'honoured',
      'before interactive',
      'press to response ms, median',
      'press to the dialog itself ms, median',
      'press to its first field ms, median',
    ]),
  );
  for (const control of report.firstPresses) {
    const tally = tallyPresses(control.presses);
    lines.push(
      row([
        `${control.name} on ${control.route}`,
        `${tally.honoured} of ${tally.made}`,
        `${tally.beforeInteractive} of ${tally.made}`,
        tally.medianResponseMs === undefined ? '–' : ms(tally.medianResponseMs),
        tally.medianOpenedMs === undefined ? '–' : ms(tally.medianOpenedMs),
        tally.medianFieldMs === undefined ? '–' : ms(tally.medianFieldMs),
      ]),
    );
  }
  const response = medianResponse(report.firstPresses);
  if (report.firstPresses.length > 0)
    lines.push(row(['every control', '', '', response === undefined ? '–' : ms(response), '', '']));
  return lines;
}

/** Which budgets were missed, or that every one was met. */
function verdict(report: BenchReport, checks: BudgetCheck[]): string[] {
  const lines: string[] = [];
  const failed = failedBudgets(checks);
  lines.push('');
  if (!report.floor)
    lines.push('No floor: its folder is absent, so first-visit JavaScript is not compared with it.');
  if (failed.length === 0) lines.push(`Every budget met (${checks.length} checks).`);
  else {
    lines.push(`${failed.length} of ${checks.length} budgets missed:`);
    for (const check of failed)
      lines.push(
        `- ${check.subject} ${check.figure}: ${figure(check.actual)} (budget ${figure(check.limit)})`,
      );
  }
  return lines;
}
