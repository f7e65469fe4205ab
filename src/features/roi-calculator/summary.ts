import type { OneTimeCosts, RoiResult } from '@contract/roiFormula';
import { formatDollars } from '@contract/usNumbers';

/** When the plan and its one-time costs are paid back: a short value and what qualifies it. */
export function paybackText(result: RoiResult, horizonMonths: number): { value: string; note: string } {
  if (result.paybackMonth === null) return { value: 'Never', note: 'at these inputs' };
  const value = `Month ${result.paybackMonth}`;
  return result.paybackMonth > horizonMonths
    ? { value, note: `after your ${horizonMonths}-month horizon` }
    : { value, note: 'one-time costs included' };
}

/** What the one-time costs are made of: "$6,000 implementation, $4,000 migration, training included". */
export function oneTimeBreakdown(costs: OneTimeCosts): string {
  const training = costs.training > 0 ? `${formatDollars(costs.training)} training` : 'training included';
  return `${formatDollars(costs.implementation)} implementation, ${formatDollars(costs.migration)} migration, ${training}`;
}

/** The chart in one paragraph, for screen readers and for print. */
export function chartSummary(result: RoiResult): string {
  const last = result.months.at(-1);
  if (!last) return '';
  const crossing =
    result.paybackMonth === null
      ? 'Cumulative savings never catch up with the cost.'
      : result.paybackMonth <= last.month
        ? `Savings overtake the cost in month ${result.paybackMonth}.`
        : `Savings overtake the cost only in month ${result.paybackMonth}, after the period shown.`;
  return `Over ${last.month} months, cumulative savings reach ${formatDollars(last.cumulativeSavings)} against ${formatDollars(last.cumulativeCost)} of plan and one-time costs. ${crossing}`;
}
