import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_FULL_PROGRESS,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_RESET_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  LOADING_BAR_TICK_MS,
} from '../../machines/constants';
import { explorations } from '../../machines/coverage/explorations';
import { estimateProgress, loadingBarMachine } from '../../machines/loadingBar';
import { expectFullCoverage } from '../helpers/modelPaths';

function startBar() {
  const actor = createActor(loadingBarMachine).start();
  const visibleHistory: boolean[] = [];
  actor.subscribe((snapshot) => visibleHistory.push(snapshot.context.visible));
  return { actor, visibleHistory, context: () => actor.getSnapshot().context };
}

/** Starts loading and lets the throttle pass, so the bar is showing. */
function startShowing() {
  const bar = startBar();
  bar.actor.send({ type: 'loading.start' });
  vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS);
  return bar;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadingBarMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.loadingBar.machine, explorations.loadingBar.options);
  });

  it('never shows the bar when loading finishes within the throttle', () => {
    const bar = startBar();
    bar.actor.send({ type: 'loading.start' });
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 1);
    bar.actor.send({ type: 'loading.finish' });
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS + LOADING_BAR_HIDE_DELAY_MS + LOADING_BAR_RESET_DELAY_MS);

    expect(bar.actor.getSnapshot().value).toBe('idle');
    expect(bar.visibleHistory).not.toContain(true);
    expect(bar.context()).toEqual({ progress: 0, elapsedMs: 0, visible: false, error: false });
  });

  it('does nothing visible for an error within the throttle either', () => {
    const bar = startBar();
    bar.actor.send({ type: 'loading.start' });
    bar.actor.send({ type: 'loading.error' });
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS * 2);
    expect(bar.actor.getSnapshot().value).toBe('idle');
    expect(bar.visibleHistory).not.toContain(true);
    expect(bar.context().error).toBe(false);
  });

  it('shows the bar exactly when the throttle ends, at zero progress', () => {
    const bar = startBar();
    bar.actor.send({ type: 'loading.start' });
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 1);
    expect(bar.context().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.actor.getSnapshot().matches('loading')).toBe(true);
    expect(bar.context()).toMatchObject({ visible: true, progress: 0, error: false });
  });

  it('advances every tick along the easing curve over the duration, never reaching full', () => {
    const bar = startShowing();
    vi.advanceTimersByTime(LOADING_BAR_TICK_MS - 1);
    expect(bar.context().progress).toBe(0);
    vi.advanceTimersByTime(1);
    expect(bar.context().progress).toBe(estimateProgress(LOADING_BAR_TICK_MS));

    vi.advanceTimersByTime(LOADING_BAR_DURATION_MS - LOADING_BAR_TICK_MS);
    expect(bar.context().elapsedMs).toBe(LOADING_BAR_DURATION_MS);
    // About 70 % at the nominal duration: (2 / pi) * atan(2).
    expect(bar.context().progress).toBeCloseTo(70.48, 2);

    vi.advanceTimersByTime(LOADING_BAR_DURATION_MS * 30);
    expect(bar.context().progress).toBeGreaterThan(98);
    expect(bar.context().progress).toBeLessThan(LOADING_BAR_FULL_PROGRESS);
  });

  it('estimates a progress that only grows and stays below full', () => {
    let previous = -1;
    for (let elapsed = 0; elapsed <= LOADING_BAR_DURATION_MS * 1000; elapsed += LOADING_BAR_DURATION_MS) {
      const progress = estimateProgress(elapsed);
      expect(progress).toBeGreaterThan(previous);
      expect(progress).toBeLessThan(LOADING_BAR_FULL_PROGRESS);
      previous = progress;
    }
    expect(estimateProgress(Number.MAX_SAFE_INTEGER)).toBeLessThan(LOADING_BAR_FULL_PROGRESS);
  });

  it('finishes: full at once, hidden after the hide delay, reset after the reset delay', () => {
    const bar = startShowing();
    vi.advanceTimersByTime(LOADING_BAR_TICK_MS * 3);
    bar.actor.send({ type: 'loading.finish' });
    expect(bar.context()).toMatchObject({ progress: LOADING_BAR_FULL_PROGRESS, visible: true });

    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS - 1);
    expect(bar.context().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.actor.getSnapshot().value).toBe('resetting');
    expect(bar.context()).toMatchObject({ progress: LOADING_BAR_FULL_PROGRESS, visible: false });

    vi.advanceTimersByTime(LOADING_BAR_RESET_DELAY_MS - 1);
    expect(bar.context().progress).toBe(LOADING_BAR_FULL_PROGRESS);
    vi.advanceTimersByTime(1);
    expect(bar.actor.getSnapshot().value).toBe('idle');
    expect(bar.context()).toEqual({ progress: 0, elapsedMs: 0, visible: false, error: false });
  });

  it('turns to the error colour on error, then takes the finish path and clears the error', () => {
    const bar = startShowing();
    bar.actor.send({ type: 'loading.error' });
    expect(bar.actor.getSnapshot().value).toBe('finishing');
    expect(bar.context()).toMatchObject({ error: true, progress: LOADING_BAR_FULL_PROGRESS, visible: true });

    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS);
    expect(bar.context()).toMatchObject({ error: true, visible: false });
    vi.advanceTimersByTime(LOADING_BAR_RESET_DELAY_MS);
    expect(bar.context()).toEqual({ progress: 0, elapsedMs: 0, visible: false, error: false });
  });

  it('keeps the error colour for an error reported after the finish', () => {
    const bar = startShowing();
    bar.actor.send({ type: 'loading.finish' });
    bar.actor.send({ type: 'loading.error' });
    expect(bar.actor.getSnapshot().value).toBe('finishing');
    expect(bar.context().error).toBe(true);
  });

  it('restarts in place when loading starts again while finishing', () => {
    const bar = startShowing();
    bar.actor.send({ type: 'loading.error' });
    bar.actor.send({ type: 'loading.start' });
    expect(bar.actor.getSnapshot().matches('loading')).toBe(true);
    expect(bar.context()).toEqual({ progress: 0, elapsedMs: 0, visible: true, error: false });
    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS + LOADING_BAR_RESET_DELAY_MS);
    expect(bar.context().visible).toBe(true);
  });

  it('restarts through the throttle when loading starts again while resetting', () => {
    const bar = startShowing();
    bar.actor.send({ type: 'loading.finish' });
    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS);
    bar.actor.send({ type: 'loading.start' });
    expect(bar.actor.getSnapshot().value).toBe('throttling');
    expect(bar.context()).toMatchObject({ progress: 0, visible: false });
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS);
    expect(bar.context()).toMatchObject({ progress: 0, visible: true });
  });

  it('ignores a second start while loading', () => {
    const bar = startShowing();
    vi.advanceTimersByTime(LOADING_BAR_TICK_MS * 5);
    const progress = bar.context().progress;
    bar.actor.send({ type: 'loading.start' });
    expect(bar.context().progress).toBe(progress);
    expect(bar.actor.getSnapshot().matches('loading')).toBe(true);
  });
});
