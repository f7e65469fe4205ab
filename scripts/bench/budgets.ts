/**
 * The performance budgets of every key route, and the check of a bench report against them, judged
 * on the worst run (runSummary.ts). Pure: the runner measures, this decides.
 */
import type { BenchReport, PageResult } from './results';
import { tallyPresses, worst, worstFigures } from './runSummary';

export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** ms */
  fcp: 1200,
  /** ms */
  lcp: 1200,
  /** ms */
  tbt: 50,
  cls: 0.01,
  /** ms, press to next paint with 4x CPU slowdown */
  interaction: 100,
  /** ms, first contentful paint to `aden:interactive` with 4x CPU slowdown, the worst load */
  startupWindow: 400,
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
    atMost(route, 'FCP ms', lh.fcp, BUDGETS.fcp),
    atMost(route, 'LCP ms', lh.lcp, BUDGETS.lcp),
    atMost(route, 'TBT ms', lh.tbt, BUDGETS.tbt),
    atMost(route, 'CLS', lh.cls, BUDGETS.cls),
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
  const checks = [...report.site.flatMap(pageChecks), ...floorChecks(report)];
  for (const interaction of report.interactions)
    checks.push(atMost(interaction.name, 'latency ms', interaction.latency, BUDGETS.interaction));
  for (const window of report.startupWindows)
    checks.push(
      atMost(
        window.route,
        'paint to interactive ms (worst)',
        worst(window.loads, 'lower'),
        BUDGETS.startupWindow,
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
  return checks;
}

export const failedBudgets = (checks: BudgetCheck[]) => checks.filter((check) => !check.met);
