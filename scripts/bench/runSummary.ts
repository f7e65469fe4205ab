/**
 * How several runs of one figure become the report's two: the median, and the worst run, on which the
 * budgets are judged (the lowest of a figure that must be at least its budget, the highest of one that
 * must be at most). Pure.
 */
import type { FirstPress, LighthouseFigures } from './results';

/** The middle of several runs' figures (the upper middle of an even count; 0 for none). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Whether a figure is better high (a score) or low (a time, a shift). */
export type Better = 'higher' | 'lower';

/** The worst of several runs' figures (0 for none). */
export function worst(values: readonly number[], better: Better): number {
  if (values.length === 0) return 0;
  return better === 'higher' ? Math.min(...values) : Math.max(...values);
}

export const LIGHTHOUSE_BETTER: Record<keyof LighthouseFigures, Better> = {
  performance: 'higher',
  accessibility: 'higher',
  bestPractices: 'higher',
  seo: 'higher',
  fcp: 'lower',
  lcp: 'lower',
  tbt: 'lower',
  cls: 'lower',
};

const FIGURES = Object.keys(LIGHTHOUSE_BETTER) as (keyof LighthouseFigures)[];

function eachFigure(pick: (key: keyof LighthouseFigures) => number): LighthouseFigures {
  return Object.fromEntries(FIGURES.map((key) => [key, pick(key)])) as unknown as LighthouseFigures;
}

/** Each figure's median over the runs (figure by figure: not one run's figures). */
export const medianFigures = (runs: readonly LighthouseFigures[]) =>
  eachFigure((key) => median(runs.map((run) => run[key])));

/** Each figure's worst run (figure by figure: the worst LCP and the worst TBT may be different runs). */
export const worstFigures = (runs: readonly LighthouseFigures[]) =>
  eachFigure((key) =>
    worst(
      runs.map((run) => run[key]),
      LIGHTHOUSE_BETTER[key],
    ),
  );

export interface PressTally {
  made: number;
  honoured: number;
  /** median milliseconds from press to response over the honoured presses; undefined when none was */
  medianResponseMs?: number;
  /** presses that came before the page's `aden:interactive` mark */
  beforeInteractive: number;
}

export function tallyPresses(presses: readonly FirstPress[]): PressTally {
  const honoured = presses.filter((press) => press.honoured);
  const times = honoured.flatMap((press) => (press.responseMs === undefined ? [] : [press.responseMs]));
  return {
    made: presses.length,
    honoured: honoured.length,
    medianResponseMs: times.length > 0 ? median(times) : undefined,
    beforeInteractive: presses.filter((press) => press.beforeInteractive).length,
  };
}
