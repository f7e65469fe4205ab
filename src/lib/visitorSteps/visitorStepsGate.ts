import type { InspectionEvent } from 'xstate';

/** What the gate reads of the browser: Global Privacy Control and Do Not Track. */
export interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

/**
 * Whether the visitor's steps may be counted: statistics granted, and the browser sends neither
 * Global Privacy Control nor Do Not Track (each counts as a refusal, whatever the consent says).
 */
export const statisticsAllowed = (granted: boolean, signals: PrivacySignals): boolean =>
  granted && signals.globalPrivacyControl !== true && signals.doNotTrack !== '1';

interface ConsentLike {
  getSnapshot(): { context: { granted: { statistics: boolean } } };
  subscribe(listener: () => void): unknown;
}

/**
 * Counts the visitor's steps while statistics is allowed (issue 45): the collector's code
 * (stepCollector.ts, a chunk of its own) is fetched only once it is, and stops when it is taken back.
 * `listen` hands the collector the app actors' inspection events and returns how to stop.
 */
export function countStepsWhileAllowed(
  consent: ConsentLike,
  listen: (observer: (event: InspectionEvent) => void) => () => void,
  signals: PrivacySignals = navigator as PrivacySignals,
): void {
  let stop: (() => void) | undefined;
  let starting = false;
  const update = () => {
    const allowed = statisticsAllowed(consent.getSnapshot().context.granted.statistics, signals);
    if (allowed && !stop && !starting) {
      starting = true;
      import('./stepCollector')
        .then(({ startStepCollector }) => {
          starting = false;
          // Taken back while the code came: nothing starts.
          if (statisticsAllowed(consent.getSnapshot().context.granted.statistics, signals))
            stop = startStepCollector(listen);
        })
        .catch(() => {
          starting = false;
        });
    }
    if (!allowed && stop) {
      stop();
      stop = undefined;
    }
  };
  consent.subscribe(update);
  update();
}
