/**
 * The facts check's rules for statistics and go-lives, over the data as its files write it: every
 * figure names its own sample, statistic and data set, and no span its data set does not compare; a
 * claim has one source; a case study's first
 * module, full rollout and results period follow one another, and its first module is among the
 * go-live records the headline median is computed from.
 */
import { benchmarkAnswers, benchmarkSegments, dataSets, minimumSample, statisticIds } from './sources';
import { type GoLiveRecords, weeksAfter } from './timeline';

/** A figure as a content file writes it, `source` unparsed. */
export interface FigureFacts {
  where: string;
  value: string;
  label: string;
  source: unknown;
}

export interface StatisticsProblem {
  where: string;
  rule: 'figure-sample' | 'figure-statistic' | 'figure-period' | 'figure-source' | 'go-live';
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const SAMPLE_STATISTICS = new Set(['median', 'mean', 'share', 'rate']);

function sampleProblems(figure: FigureFacts): string[] {
  const { source } = figure;
  if (isRecord(source) && typeof source.customer === 'string') return [];
  if (!isRecord(source) || typeof source.from !== 'string' || !(source.from in dataSets)) {
    return ['names no data set'];
  }
  const problems: string[] = [];
  const n = source.n;
  if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0) problems.push('gives no sample (n)');
  if (!statisticIds.includes(source.statistic as never)) problems.push('names no statistic');
  if (source.from === 'benchmark-2026') {
    const segment = source.segment;
    const answers =
      segment === 'all'
        ? benchmarkAnswers
        : typeof segment === 'string' && segment in benchmarkSegments
          ? benchmarkSegments[segment as keyof typeof benchmarkSegments].answers
          : undefined;
    if (answers === undefined) problems.push('names no segment of the benchmark');
    else if (typeof n === 'number' && n > answers) {
      problems.push(`rests on ${n} answers, more than the ${answers} in its segment`);
    }
  } else if (source.segment !== undefined) {
    problems.push('names a benchmark segment outside the benchmark');
  }
  if (typeof n === 'number' && n < minimumSample && SAMPLE_STATISTICS.has(String(source.statistic))) {
    problems.push(`rests on ${n}, fewer than the ${minimumSample} a figure on a page needs`);
  }
  return problems;
}

const SAYS_MEAN = /\b(?:average|mean)\b/i;
const SAYS_MEDIAN = /\bmedian\b/i;

function statisticProblems(figure: FigureFacts): string[] {
  const statistic = isRecord(figure.source) ? figure.source.statistic : undefined;
  if (statistic === undefined) return [];
  if (SAYS_MEAN.test(figure.label) && statistic !== 'mean') {
    return [`says average but its source computes a ${String(statistic)}`];
  }
  if (SAYS_MEDIAN.test(figure.label) && statistic !== 'median') {
    return [`says median but its source computes a ${String(statistic)}`];
  }
  return [];
}

const SPAN_NUMBERS: Record<string, number> = {
  first: 1,
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  six: 6,
  twelve: 12,
};
/** A span's unit in months. */
export const MONTHS_IN = { month: 1, quarter: 3, year: 12 } as const;
/** "in the first year", "after two quarters", "in the first 6 months" */
const SPAN = /\b(first|a|one|two|three|four|six|twelve|\d+) (month|quarter|year)s?\b/gi;

/** A label that names a span its before-and-after data set does not compare ("first year" over six months). */
function periodProblems(figure: FigureFacts): string[] {
  const source = figure.source;
  if (!isRecord(source) || typeof source.from !== 'string' || !(source.from in dataSets)) return [];
  const compares = (dataSets[source.from as keyof typeof dataSets] as { comparesMonths?: number })
    .comparesMonths;
  if (compares === undefined) return [];
  return [...figure.label.matchAll(SPAN)].flatMap((match) => {
    const count = SPAN_NUMBERS[(match[1] ?? '').toLowerCase()] ?? Number(match[1]);
    const months = count * MONTHS_IN[(match[2] ?? 'month').toLowerCase() as keyof typeof MONTHS_IN];
    return months === compares
      ? []
      : [
          `speaks of "${match[0]}", but each answer of ${source.from} compares ${compares} months with as many before`,
        ];
  });
}

const NOT_A_TERM = new Set([
  'from',
  'with',
  'than',
  'that',
  'down',
  'after',
  'each',
  'every',
  'over',
  'this',
  'your',
]);

/** The words of a label that say what it measures. */
const termsOf = (label: string) =>
  new Set(
    label
      .toLowerCase()
      .split(/[^a-z-]+/)
      .filter((word) => word.length >= 4 && !NOT_A_TERM.has(word)),
  );

/** Two figures state one claim when they give the same value and share most of their terms. */
function sameClaim(a: FigureFacts, b: FigureFacts): boolean {
  if (a.value !== b.value) return false;
  const [terms, others] = [termsOf(a.label), termsOf(b.label)];
  const shared = [...terms].filter((term) => others.has(term)).length;
  return shared > 0 && shared * 2 >= Math.min(terms.size, others.size);
}

const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    isRecord(item) && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

function twoSourceProblems(figures: readonly FigureFacts[]): StatisticsProblem[] {
  return figures.flatMap((figure, index) =>
    figures
      .slice(index + 1)
      .filter((other) => sameClaim(figure, other) && sortedJson(figure.source) !== sortedJson(other.source))
      .map((other) => ({
        where: other.where,
        rule: 'figure-source' as const,
        message: `"${other.value} ${other.label}" has another source than "${figure.value} ${figure.label}" in ${figure.where}: one claim, one source`,
      })),
  );
}

/** Every problem of the site's figures: samples, statistics as named, one source per claim. */
export function findFigureProblems(figures: readonly FigureFacts[]): StatisticsProblem[] {
  const own = figures.flatMap((figure) =>
    [
      ...sampleProblems(figure).map((message) => ({ rule: 'figure-sample' as const, message })),
      ...statisticProblems(figure).map((message) => ({ rule: 'figure-statistic' as const, message })),
      ...periodProblems(figure).map((message) => ({ rule: 'figure-period' as const, message })),
    ].map((problem) => ({
      where: figure.where,
      rule: problem.rule,
      message: `"${figure.value} ${figure.label}" ${problem.message}`,
    })),
  );
  return [...own, ...twoSourceProblems(figures)];
}

/** A case study's go-live as its file gives it. */
export interface GoLiveFacts {
  slug: string;
  company: { employeeCount: number };
  kickoff: string;
  firstModule: { module: string; weeks: number };
  rolloutWeeks: number;
  resultsPeriod: { from: string; to: string };
  solution: { modules: readonly string[] };
}

export interface GoLiveBand {
  label: string;
  minEmployees: number;
  maxEmployees: number;
  firstModuleRecords: GoLiveRecords;
}

/** The year of the records the bands hold (go-live-2025). */
const RECORDS_YEAR = '2025';

/**
 * A case study's go-live against itself and the records: the first module is one of its modules and
 * goes live within the rollout; the results start in a month after the rollout ends and end after
 * they start; a first module live in the records' year is counted in its size band at its week.
 */
export function findGoLiveProblems(
  studies: readonly GoLiveFacts[],
  bands: readonly GoLiveBand[],
): StatisticsProblem[] {
  return studies.flatMap((study) => {
    const where = `src/content/case-studies/${study.slug}.ts`;
    const problems: string[] = [];
    const { module, weeks } = study.firstModule;
    if (!study.solution.modules.includes(module)) {
      problems.push(`its first module, ${module}, is not among its modules`);
    }
    if (weeks > study.rolloutWeeks) {
      problems.push(
        `its first module goes live in week ${weeks}, after the full rollout's ${study.rolloutWeeks} weeks`,
      );
    }
    const rolledOut = weeksAfter(study.kickoff, study.rolloutWeeks);
    if (study.resultsPeriod.from <= rolledOut.slice(0, 7)) {
      problems.push(
        `its results start in ${study.resultsPeriod.from}, before the month after the full rollout (${rolledOut})`,
      );
    }
    if (study.resultsPeriod.to < study.resultsPeriod.from)
      problems.push('its results period ends before it starts');
    const firstLive = weeksAfter(study.kickoff, weeks);
    const band = bands.find(
      (each) =>
        study.company.employeeCount >= each.minEmployees && study.company.employeeCount <= each.maxEmployees,
    );
    if (firstLive.startsWith(RECORDS_YEAR) && !(band && (band.firstModuleRecords[weeks] ?? 0) > 0)) {
      problems.push(
        `its first module went live on ${firstLive} in week ${weeks}, but the ${RECORDS_YEAR} go-live records of ${band?.label ?? 'its size'} count no customer at ${weeks} weeks (src/content/facts/timeline.ts)`,
      );
    }
    return problems.map((message) => ({ where, rule: 'go-live' as const, message }));
  });
}
