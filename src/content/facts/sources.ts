/**
 * Where each statistic on the site comes from. A data set (survey, records, logs, accounts) is
 * declared once here with its method and period; the benchmark survey also declares its segments
 * and how many customers answered in each. A figure names its data set in a source object with its
 * own sample (`n`, and the segment for the survey) and the statistic as computed; the page prints
 * the note `figureNote` writes from it, and the facts check (statisticsCheck.ts) holds the figure to
 * it.
 */
import { inWords } from './catalogue';

/** The 2026 customer benchmark: who answered, by segment. The total is their sum. */
export const benchmarkSegments = {
  construction: { label: 'construction and contracting', answers: 96 },
  'professional-services': { label: 'professional services and agencies', answers: 84 },
  manufacturing: { label: 'manufacturing', answers: 61 },
  distribution: { label: 'wholesale and e-commerce', answers: 72 },
  healthcare: { label: 'healthcare groups', answers: 43 },
  'public-sector': { label: 'public sector and non-profits', answers: 12 },
  other: { label: 'other industries', answers: 18 },
} as const;

export type BenchmarkSegment = keyof typeof benchmarkSegments | 'all';

export const benchmarkAnswers = Object.values(benchmarkSegments).reduce(
  (sum, segment) => sum + segment.answers,
  0,
);

/** No figure shown on a page rests on fewer answers, customers or workspaces than this. */
export const minimumSample = 30;

interface DataSet {
  /** What `n` counts in this data set ("answers", "workspaces"). */
  unit: string;
  method: string;
  period: string;
  /** For a before-and-after data set: the months each answer compares; a label names no other span. */
  comparesMonths?: number;
}

/** The benchmark's answers each compare this many months on Aden with as many months before. */
const BENCHMARK_MONTHS = 6;

export const dataSets = {
  'benchmark-2026': {
    unit: 'answers',
    method: `our 2026 customer benchmark, a self-reported survey answered by ${benchmarkAnswers.toLocaleString('en-US')} customers, each comparing its last ${inWords(BENCHMARK_MONTHS)} months on Aden with the ${inWords(BENCHMARK_MONTHS)} months before`,
    period: 'answered in August and September 2026',
    comparesMonths: BENCHMARK_MONTHS,
  },
  'workspaces-2026': {
    unit: 'companies',
    method: 'each with an Aden workspace that a member signed in to, Free Forever and paid plans together',
    period: 'October 2026',
  },
  'documents-2026': {
    unit: 'documents',
    method: 'documents read by Intelligent Data Onboarding, counted from our processing logs',
    period: '1 January to 31 October 2026',
  },
  'bank-matching-2026': {
    unit: 'workspaces with a connected bank feed',
    method: 'share of bank lines matched without anyone choosing the match, from our matching logs',
    period: 'January to October 2026',
  },
  'go-live-2025': {
    unit: 'customers whose first module went live in 2025',
    method: 'weeks from the kick-off call to the first module in daily use, from our onboarding records',
    period: 'kick-offs that led to a first module live in 2025',
  },
  'retention-2025': {
    unit: 'paid plans billed on 1 January 2025',
    method:
      'recurring revenue of those plans still billed on 31 December 2025, upgrades left out, from our audited 2025 accounts',
    period: 'calendar year 2025',
  },
  'usage-2026': {
    unit: 'workspaces',
    method: 'measured in Aden from the workspaces’ own records, each workspace counted once',
    period: 'January to October 2026',
  },
  'headcount-2026': {
    unit: 'people',
    method: 'people employed by Aden and its subsidiaries, from our payroll; contractors not counted',
    period: '1 November 2026',
  },
  'academy-2026': {
    unit: 'course records',
    method: 'Aden Academy course records and end-of-course evaluations',
    period: 'January to October 2026',
  },
} as const satisfies Record<string, DataSet>;

export type DataSetId = keyof typeof dataSets;
export const dataSetIds = Object.keys(dataSets) as [DataSetId, ...DataSetId[]];

/** How a figure was computed; a label that says "average" is a mean, one that says "median" a median. */
export const statistics = {
  median: 'Median of',
  mean: 'Mean (average) of',
  share: 'Share across',
  count: 'Count of',
  rate: 'Rate across',
} as const;

export type Statistic = keyof typeof statistics;
export const statisticIds = Object.keys(statistics) as [Statistic, ...Statistic[]];

/** A figure's own source: its data set, sample and statistic. */
export interface FigureSource {
  from: DataSetId;
  statistic: Statistic;
  /** How many answers, customers or workspaces the figure rests on. */
  n: number;
  /** The benchmark segment it was computed over ('all': every answer); only for the survey. */
  segment?: BenchmarkSegment;
  /** What the `n` are, when narrower than the data set's unit ("workspaces using Shopify"). */
  of?: string;
}

const thousands = (n: number) => n.toLocaleString('en-US');

/** "Median of 58 answers from construction and contracting customers (96 in the segment), …" */
export function figureNote(source: FigureSource): string {
  const set: DataSet = dataSets[source.from];
  const segment =
    source.segment && source.segment !== 'all'
      ? ` from ${benchmarkSegments[source.segment].label} customers (${benchmarkSegments[source.segment].answers} in the segment)`
      : source.segment === 'all'
        ? ' from customers of every industry'
        : '';
  const sample = `${thousands(source.n)} ${source.of ?? set.unit}${segment}`;
  return `${statistics[source.statistic]} ${sample}; ${set.method}; ${set.period}.`;
}

/** A customer's own figure on another page: one company's result, not a statistic over a sample. */
export interface CustomerSource {
  /** The case study that says who measured it, how and over which period. */
  customer: string;
}

export const customerNote =
  'Reported by the customer named beside the figure; its case study says who measured it, how and over which period.';
