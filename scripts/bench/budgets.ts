/**
 * The performance budgets of every key route, and the check of a bench report against them: the
 * scores and CLS on the worst run; FCP, LCP and TBT beside the page's no-script copy measured in the
 * same interleaved runs, on the median; the boot beside the floor's; the first presses' response over
 * every control (runSummary.ts). Pure: the runner measures, this decides.
 */
import type { BenchReport, PageResult } from './results';
import { median, medianResponse, ratioToCopy, tallyPresses, tbtOverCopy, worstFigures } from './runSummary';

export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.01,
  /** the page's median FCP and LCP as a multiple of its no-script copy's */
  fcpToCopy: 1.05,
  lcpToCopy: 1.05,
  /** ms, the median of the page's TBT over its copy's in the same run */
  tbtOverCopy: 50,
  /** the median boot (entry script to `aden:interactive`, 4x CPU) as a multiple of the floor's */
  bootToFloor: 1,
  /**
   * ms, the median run of an interaction on a loaded page with 4x CPU slowdown, by kind: a press or a
   * keystroke to the next paint (or to the frame that shows what it opens), a header link to the next
   * page's first paint, a step of the lab's chart
   */
  interaction: { press: 100, typing: 100, navigation: 200, lab: 300 },
  /** ms, the median press-to-response of the presses made at first paint, over every control, 4x CPU */
  firstPressResponse: 500,
  /** first-visit JavaScript of `/`, and of every other measured page, as a multiple of the floor's */
  homeJsToFloor: 1,
  pageJsToFloor: 1.15,
} as const;

export interface BudgetCheck {
  subject: string;
  figure: string;
  actual: number;
  limit: number;
  met: boolean;
}

const atLeast = (subject: string, figure: string, actual: number, limit: number): BudgetCheck => ({
  subject,
  figure,
  actual,
  limit,
  met: actual >= limit,
});

const atMost = (subject: string, figure: string, actual: number, limit: number): BudgetCheck => ({
  subject,
  figure,
  actual,
  limit,
  met: actual <= limit,
});

/** Lighthouse's figures of a page, each judged on its worst run. */
function pageChecks(page: PageResult): BudgetCheck[] {
  const { route } = page;
  const lh = worstFigures(page.lighthouse);
  return [
    atLeast(route, 'Performance', lh.performance, BUDGETS.performance),
    atLeast(route, 'Accessibility', lh.accessibility, BUDGETS.accessibility),
    atLeast(route, 'Best Practices', lh.bestPractices, BUDGETS.bestPractices),
    atLeast(route, 'SEO', lh.seo, BUDGETS.seo),
    atMost(route, 'CLS', lh.cls, BUDGETS.cls),
  ];
}

const twoDecimals = (value: number) => Number(value.toFixed(2));

/** FCP, LCP and TBT beside the no-script copy of the same page, runs paired as they were interleaved. */
function copyChecks(page: PageResult, copy: PageResult | undefined): BudgetCheck[] {
  const { route } = page;
  if (!copy) return [];
  const [fcp, lcp] = [
    ratioToCopy(page.lighthouse, copy.lighthouse, 'fcp'),
    ratioToCopy(page.lighthouse, copy.lighthouse, 'lcp'),
  ];
  return [
    atMost(route, 'FCP / copy (median)', twoDecimals(fcp.median), BUDGETS.fcpToCopy),
    atMost(route, 'LCP / copy (median)', twoDecimals(lcp.median), BUDGETS.lcpToCopy),
    atMost(
      route,
      'TBT ms over copy (median)',
      Math.round(tbtOverCopy(page.lighthouse, copy.lighthouse).median),
      BUDGETS.tbtOverCopy,
    ),
  ];
}

function floorChecks(report: BenchReport): BudgetCheck[] {
  const floorKb = report.floor?.weight.jsKb;
  if (floorKb === undefined) return [];
  return report.site.map((page) =>
    page.route === '/'
      ? atMost('/', 'first-visit JS KB (floor)', page.weight.jsKb, floorKb * BUDGETS.homeJsToFloor)
      : atMost(
          page.route,
          `first-visit JS KB (${BUDGETS.pageJsToFloor}× floor)`,
          page.weight.jsKb,
          Number((floorKb * BUDGETS.pageJsToFloor).toFixed(1)),
        ),
  );
}

/** Every budget of the report, met or not. */
export function checkBudgets(report: BenchReport): BudgetCheck[] {
  const checks = [
    ...report.site.flatMap((page) => [
      ...pageChecks(page),
      ...copyChecks(
        page,
        report.limit.find((copy) => copy.route === page.route),
      ),
    ]),
    ...floorChecks(report),
  ];
  for (const interaction of report.interactions)
    checks.push(
      atMost(
        interaction.name,
        'latency ms (median)',
        Math.round(median(interaction.latencies)),
        BUDGETS.interaction[interaction.kind],
      ),
    );
  const floorBoot = report.floorBoots?.length ? median(report.floorBoots) : undefined;
  if (floorBoot !== undefined)
    for (const window of report.startupWindows)
      checks.push(
        atMost(
          window.route,
          'boot ms (median, floor’s median)',
          Math.round(median(window.boots)),
          Math.round(floorBoot * BUDGETS.bootToFloor),
        ),
      );
  for (const control of report.firstPresses) {
    const tally = tallyPresses(control.presses);
    // Every press honoured, and at least one made: a check that pressed nothing proves nothing.
    checks.push({
      subject: control.name,
      figure: 'first presses honoured',
      actual: tally.honoured,
      limit: tally.made,
      met: tally.made > 0 && tally.honoured === tally.made,
    });
  }
  if (report.firstPresses.length > 0) {
    // No honoured press has no response time: that fails here as well as in the tallies above.
    const response = medianResponse(report.firstPresses);
    checks.push({
      subject: 'first presses',
      figure: 'press to response ms (median)',
      actual: response === undefined ? Number.POSITIVE_INFINITY : Math.round(response),
      limit: BUDGETS.firstPressResponse,
      met: response !== undefined && response <= BUDGETS.firstPressResponse,
    });
  }
  return checks;
}

export const failedBudgets = (checks: BudgetCheck[]) => checks.filter((check) => !check.met);
