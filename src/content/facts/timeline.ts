/**
 * How long things take with Aden: going live by company size (go-live-2025 in sources.ts) and the
 * length of a demo. Copy that states a duration builds it from here; the facts check holds the
 * case studies' rollouts and any go-live duration typed in copy to these ranges.
 */

export interface SizeBand {
  /** As a page prints it. */
  label: string;
  minEmployees: number;
  /** Inclusive; Infinity for the last band. */
  maxEmployees: number;
  /** Median weeks from kick-off to the first module in daily use. */
  firstModuleWeeks: number;
  /** The range, in weeks, in which customers of this size had every module they bought live. */
  fullRolloutWeeks: { min: number; max: number };
}

export const goLive = {
  firstModuleMedianWeeks: 3,
  bySize: [
    {
      label: 'Under 50 people',
      minEmployees: 1,
      maxEmployees: 49,
      firstModuleWeeks: 2,
      fullRolloutWeeks: { min: 2, max: 8 },
    },
    {
      label: '50 to 249 people',
      minEmployees: 50,
      maxEmployees: 249,
      firstModuleWeeks: 3,
      fullRolloutWeeks: { min: 4, max: 16 },
    },
    {
      label: '250 people and more',
      minEmployees: 250,
      maxEmployees: Number.POSITIVE_INFINITY,
      firstModuleWeeks: 5,
      fullRolloutWeeks: { min: 6, max: 26 },
    },
  ] satisfies SizeBand[],
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
