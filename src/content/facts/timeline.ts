/**
 * How long things take with Aden: going live by company size (go-live-2025 in sources.ts) and the
 * length of a demo. The medians are computed from the go-live records declared here, never typed;
 * copy that states a duration builds it from here; the facts check holds the case studies' first
 * module and full rollout, and any go-live duration typed in copy, to these records and ranges.
 */

/** Weeks from kick-off to the first module in daily use -> how many customers took that long. */
export type GoLiveRecords = Readonly<Record<number, number>>;

/** Every customer's weeks, sorted: the records spelled out. */
const weeksOf = (records: GoLiveRecords): number[] =>
  Object.entries(records)
    .flatMap(([weeks, customers]) => Array<number>(customers).fill(Number(weeks)))
    .sort((a, b) => a - b);

/** The median of the records: the middle customer's weeks, or the mean of the two middle ones. */
export function medianWeeks(records: GoLiveRecords): number {
  const weeks = weeksOf(records);
  const middle = Math.floor(weeks.length / 2);
  const upper = weeks[middle] ?? Number.NaN;
  return weeks.length % 2 === 1 ? upper : ((weeks[middle - 1] ?? Number.NaN) + upper) / 2;
}

export const customersIn = (records: GoLiveRecords): number =>
  Object.values(records).reduce((sum, customers) => sum + customers, 0);

export interface SizeBand {
  /** As a page prints it. */
  label: string;
  minEmployees: number;
  /** Inclusive; Infinity for the last band. */
  maxEmployees: number;
  /** Customers of this size whose first module went live in 2025, by weeks from kick-off. */
  firstModuleRecords: GoLiveRecords;
  /** Median weeks from kick-off to the first module in daily use, from the records. */
  firstModuleWeeks: number;
  /** The range, in weeks, in which customers of this size had every module they bought live. */
  fullRolloutWeeks: { min: number; max: number };
}

const bands: readonly Omit<SizeBand, 'firstModuleWeeks'>[] = [
  {
    label: 'Under 50 people',
    minEmployees: 1,
    maxEmployees: 49,
    firstModuleRecords: { 1: 38, 2: 57, 3: 41, 4: 20, 5: 8, 6: 4 },
    fullRolloutWeeks: { min: 2, max: 8 },
  },
  {
    label: '50 to 249 people',
    minEmployees: 50,
    maxEmployees: 249,
    firstModuleRecords: { 2: 31, 3: 62, 4: 40, 5: 22, 6: 11, 8: 5 },
    fullRolloutWeeks: { min: 4, max: 16 },
  },
  {
    label: '250 people and more',
    minEmployees: 250,
    maxEmployees: Number.POSITIVE_INFINITY,
    firstModuleRecords: { 3: 9, 4: 17, 5: 21, 6: 14, 8: 8, 10: 4 },
    fullRolloutWeeks: { min: 6, max: 26 },
  },
];

const allRecords: GoLiveRecords = bands
  .flatMap((band) => Object.entries(band.firstModuleRecords))
  .reduce<Record<number, number>>((all, [weeks, customers]) => {
    all[Number(weeks)] = (all[Number(weeks)] ?? 0) + customers;
    return all;
  }, {});

export const goLive = {
  /** The headline: the median over every size band's records. */
  firstModuleMedianWeeks: medianWeeks(allRecords),
  firstModuleCustomers: customersIn(allRecords),
  bySize: bands.map(
    (band): SizeBand => ({ ...band, firstModuleWeeks: medianWeeks(band.firstModuleRecords) }),
  ),
} as const;

/** The shortest and longest go-live any page may state, in weeks. */
export const goLiveRangeWeeks = {
  min: Math.min(...goLive.bySize.map((band) => band.firstModuleWeeks)),
  max: Math.max(...goLive.bySize.map((band) => band.fullRolloutWeeks.max)),
};

export const sizeBandOf = (employees: number): SizeBand | undefined =>
  goLive.bySize.find((band) => employees >= band.minEmployees && employees <= band.maxEmployees);

/** "2 to 8 weeks" */
export const rolloutRange = (band: SizeBand) =>
  `${band.fullRolloutWeeks.min} to ${band.fullRolloutWeeks.max} weeks`;

/** A demo call, as the demo scheduler books it. */
export const demoMinutes = 30;

/** The day `weeks` weeks after an ISO date, as YYYY-MM-DD: a case study's go-live from its kick-off. */
export function weeksAfter(isoDate: string, weeks: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + Math.round(weeks * 7));
  return date.toISOString().slice(0, 10);
}
