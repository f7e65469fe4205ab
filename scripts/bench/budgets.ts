/**
 * The performance budgets of every key route (issue 15), and the check of a bench report against
 * them. Pure: the runner measures, this decides.
 */
import type { BenchReport, PageResult } from './results';

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

function pageChecks(page: PageResult): BudgetCheck[] {
  const { lighthouse: lh, route } = page;
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

/** Every budget of the report, met or not. */
export function checkBudgets(report: BenchReport): BudgetCheck[] {
  const checks = report.site.flatMap(pageChecks);
  const home = report.site.find((page) => page.route === '/');
  if (home && report.floor)
    checks.push(atMost('/', 'first-visit JS KB (floor)', home.weight.jsKb, report.floor.weight.jsKb));
  for (const interaction of report.interactions)
    checks.push(atMost(interaction.name, 'latency ms', interaction.latency, BUDGETS.interaction));
  return checks;
}

export const failedBudgets = (checks: BudgetCheck[]) => checks.filter((check) => !check.met);
