/**
 * How several runs of one figure become the report's two: the median, and the worst run, on which the
 * budgets are judged (the lowest of a figure that must be at least its budget, the highest of one that
 * must be at most), and how the page's runs read beside its no-script copy's. Pure.
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
  /** the median time to the dialog itself (FirstPress.openedMs) */
  medianOpenedMs?: number;
  /** the median time to the dialog's first field (FirstPress.fieldMs) */
  medianFieldMs?: number;
  /** presses that came before the page's `aden:interactive` mark */
  beforeInteractive: number;
}

export function tallyPresses(presses: readonly FirstPress[]): PressTally {
  const honoured = presses.filter((press) => press.honoured);
  const times = honoured.flatMap((press) => (press.responseMs === undefined ? [] : [press.responseMs]));
  const opened = honoured.flatMap((press) => (press.openedMs === undefined ? [] : [press.openedMs]));
  const fields = honoured.flatMap((press) => (press.fieldMs === undefined ? [] : [press.fieldMs]));
  return {
    made: presses.length,
    honoured: honoured.length,
    medianResponseMs: times.length > 0 ? median(times) : undefined,
    medianOpenedMs: opened.length > 0 ? median(opened) : undefined,
    medianFieldMs: fields.length > 0 ? median(fields) : undefined,
    beforeInteractive: presses.filter((press) => press.beforeInteractive).length,
  };
}

/** A page's figure beside its no-script copy's, runs paired in the order they ran (interleaved). */
export interface BesideCopy {
  /** the page's median over the copy's median */
  median: number;
  /** the highest of the paired runs' ratios (or, for a difference, the largest) */
  worst: number;
}

const pairs = (site: readonly LighthouseFigures[], copy: readonly LighthouseFigures[]) =>
  site.slice(0, copy.length).map((run, index) => [run, copy[index] as LighthouseFigures] as const);

/** A time of the page as a ratio to its copy's: median over median, and the worst paired run. */
export function ratioToCopy(
  site: readonly LighthouseFigures[],
  copy: readonly LighthouseFigures[],
  key: 'fcp' | 'lcp',
): BesideCopy {
  const base = median(copy.map((run) => run[key]));
  return {
    median: base > 0 ? median(site.map((run) => run[key])) / base : Number.POSITIVE_INFINITY,
    worst: worst(
      pairs(site, copy).map(([own, its]) => (its[key] > 0 ? own[key] / its[key] : Number.POSITIVE_INFINITY)),
      'lower',
    ),
  };
}

/** The page's TBT over its copy's in the same paired run: the median and the largest difference. */
export function tbtOverCopy(
  site: readonly LighthouseFigures[],
  copy: readonly LighthouseFigures[],
): BesideCopy {
  const differences = pairs(site, copy).map(([own, its]) => own.tbt - its.tbt);
  return { median: median(differences), worst: worst(differences, 'lower') };
}

/** The median press-to-response over every honoured press of every control; undefined when none was. */
export function medianResponse(controls: readonly { presses: readonly FirstPress[] }[]): number | undefined {
  const times = controls.flatMap((control) =>
    control.presses.flatMap((press) =>
      press.honoured && press.responseMs !== undefined ? [press.responseMs] : [],
    ),
  );
  return times.length > 0 ? median(times) : undefined;
}
