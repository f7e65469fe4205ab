import { describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import {
  countStepsWhileAllowed,
  type PrivacySignals,
  statisticsAllowed,
} from '../../../../src/lib/visitorSteps/visitorStepsGate';

describe('statisticsAllowed', () => {
  it('needs statistics granted, and takes Global Privacy Control and Do Not Track as a refusal', () => {
    expect(statisticsAllowed(true, {})).toBe(true);
    expect(statisticsAllowed(true, { globalPrivacyControl: false, doNotTrack: '0' })).toBe(true);
    expect(statisticsAllowed(true, { doNotTrack: null })).toBe(true);
    expect(statisticsAllowed(false, {})).toBe(false);
    expect(statisticsAllowed(true, { globalPrivacyControl: true })).toBe(false);
    expect(statisticsAllowed(true, { doNotTrack: '1' })).toBe(false);
  });
});

/** A consent actor whose statistics grant the test sets, telling its subscribers as the machine does. */
function fakeConsent(statistics: boolean) {
  const listeners: (() => void)[] = [];
  const state = { context: { granted: { statistics } } };
  return {
    getSnapshot: () => state,
    subscribe: (listener: () => void) => listeners.push(listener),
    set(granted: boolean) {
      state.context.granted.statistics = granted;
      for (const listener of listeners) listener();
    },
  };
}

async function run(statistics: boolean, signals: PrivacySignals) {
  const consent = fakeConsent(statistics);
  const stops: ReturnType<typeof vi.fn>[] = [];
  const listen = vi.fn((_observer: (event: InspectionEvent) => void) => {
    const stop = vi.fn();
    stops.push(stop);
    return stop;
  });
  countStepsWhileAllowed(consent, listen, signals);
  // The collector's module loads in its own promise.
  await vi.dynamicImportSettled();
  return { consent, listen, stops };
}

describe('countStepsWhileAllowed', () => {
  it('starts no collector while statistics is refused, or with GPC or DNT on', async () => {
    expect((await run(false, {})).listen).not.toHaveBeenCalled();
    expect((await run(true, { globalPrivacyControl: true })).listen).not.toHaveBeenCalled();
    expect((await run(true, { doNotTrack: '1' })).listen).not.toHaveBeenCalled();
  });

  it('starts the collector once statistics is granted, and stops it when it is taken back', async () => {
    const { consent, listen, stops } = await run(false, {});
    consent.set(true);
    await vi.dynamicImportSettled();
    expect(listen).toHaveBeenCalledTimes(1);
    consent.set(true);
    await vi.dynamicImportSettled();
    expect(listen).toHaveBeenCalledTimes(1);
    consent.set(false);
    expect(stops[0]).toHaveBeenCalledTimes(1);
  });

  it('starts nothing when statistics is taken back while the collector’s code loads', async () => {
    const consent = fakeConsent(true);
    const listen = vi.fn(() => () => undefined);
    countStepsWhileAllowed(consent, listen, {});
    consent.set(false);
    await vi.dynamicImportSettled();
    expect(listen).not.toHaveBeenCalled();
  });
});
