import { assign, setup } from 'xstate';
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_FULL_PROGRESS,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_RESET_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  LOADING_BAR_TICK_MS,
} from './constants';
import type { WordsFor } from './words';

// The page loading bar (SPEC 4 'Loading bar', 9).

export interface LoadingBarContext {
  /** 0..100, in percent. */
  progress: number;
  /** Time spent loading while visible; drives `progress`. */
  elapsedMs: number;
  visible: boolean;
  /** The bar turns to the error colour. */
  error: boolean;
}

export type LoadingBarEvent =
  | { type: 'loading.start' }
  | { type: 'loading.finish' }
  | { type: 'loading.error' };

/**
 * Progress after `elapsedMs` of loading: an arctangent curve that reaches about 70 % at
 * LOADING_BAR_DURATION_MS and then keeps creeping towards, but never reaches, full.
 */
export function estimateProgress(elapsedMs: number): number {
  const curve = (2 / Math.PI) * Math.atan((2 * elapsedMs) / LOADING_BAR_DURATION_MS);
  return Math.min(curve * LOADING_BAR_FULL_PROGRESS, LOADING_BAR_FULL_PROGRESS - Number.EPSILON);
}

const cleared = { progress: 0, elapsedMs: 0, error: false } as const;

export const loadingBarMachine = setup({
  types: {
    context: {} as LoadingBarContext,
    events: {} as LoadingBarEvent,
  },
  delays: {
    throttle: LOADING_BAR_THROTTLE_MS,
    tick: LOADING_BAR_TICK_MS,
    hideDelay: LOADING_BAR_HIDE_DELAY_MS,
    resetDelay: LOADING_BAR_RESET_DELAY_MS,
  },
  actions: {
    show: assign({ ...cleared, visible: true }),
    advance: assign(({ context }) => {
      const elapsedMs = context.elapsedMs + LOADING_BAR_TICK_MS;
      return { elapsedMs, progress: estimateProgress(elapsedMs) };
    }),
    markError: assign({ error: true }),
    fill: assign({ progress: LOADING_BAR_FULL_PROGRESS }),
    hide: assign({ visible: false }),
    clear: assign(cleared),
  },
}).createMachine({
  id: 'loadingBar',
  description: 'The page loading bar: throttled show, eased progress, error colour, hide then reset.',
  meta: {
    name: 'Loading bar',
    words: {
      events: {
        'loading.start': 'A page starts loading',
        'loading.finish': 'The page has loaded',
        'loading.error': 'The page failed to load',
      },
      guards: {},
    },
  } satisfies WordsFor<LoadingBarEvent>,
  context: { ...cleared, visible: false },
  initial: 'idle',
  states: {
    idle: {
      description: 'No page is loading; the bar is hidden',
      on: { 'loading.start': 'throttling' },
    },
    // Quick loads end before the throttle and never show the bar.
    throttling: {
      description: 'A page started loading; the bar waits 200 ms so quick loads never show it',
      entry: 'clear',
      after: { throttle: 'loading' },
      on: { 'loading.finish': 'idle', 'loading.error': 'idle' },
    },
    loading: {
      description: 'The bar is shown and grows while the page loads',
      entry: 'show',
      initial: 'ticking',
      states: {
        ticking: {
          description: 'The bar moves on a little every moment',
          after: { tick: { target: 'ticking', reenter: true, actions: 'advance' } },
        },
      },
      on: {
        'loading.finish': 'finishing',
        'loading.error': { target: 'finishing', actions: 'markError' },
      },
    },
    finishing: {
      description: 'The page is in: the bar fills up, then hides after half a second',
      entry: 'fill',
      after: { hideDelay: { target: 'resetting', actions: 'hide' } },
      on: {
        // Still visible: restart in place rather than hide and show again.
        'loading.start': 'loading',
        'loading.error': { actions: 'markError' },
      },
    },
    resetting: {
      description: 'The bar is hidden and goes back to empty',
      after: { resetDelay: { target: 'idle', actions: 'clear' } },
      on: { 'loading.start': 'throttling' },
    },
  },
});
