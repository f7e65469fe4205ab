import type { FlowStatsAnswer } from '@contract/flowEvents';
import { MAX_FUNNEL_STATES, type STATS_PERIODS } from '@contract/flowEvents';
import { assign, fromCallback, fromPromise, setup } from 'xstate';

// The lab's Visitors layer: whether it is on, the period and view picked, the funnel's path, and the
// answer of GET /api/flow-stats. Its effects (the call, the sign-in watch) are named and given by
// visitors.effects.ts; unprovided, the call throws and the watch does nothing.

export type StatsPeriod = (typeof STATS_PERIODS)[number];
export type VisitorsView = 'counts' | 'funnel';

export interface StatsRequest {
  flow: string;
  days: StatsPeriod;
  /** The funnel's states, sent when it names at least two. */
  path: readonly string[];
}

/** Why the call failed, as the HTTP client rejects: the status (none when no answer came) and message. */
export interface StatsProblem {
  status?: number;
  message: string;
}

export interface VisitorsContext {
  flow: string;
  days: StatsPeriod;
  view: VisitorsView;
  path: string[];
  /** What the chart explains: a state's id or an arrow's key. */
  explained: string | null;
  answer: FlowStatsAnswer | null;
  problem: StatsProblem | null;
}

export type VisitorsEvent =
  | { type: 'visitors.show' }
  | { type: 'visitors.hide' }
  | { type: 'visitors.period'; days: StatsPeriod }
  | { type: 'visitors.view'; view: VisitorsView }
  /** A state clicked on the chart: in the funnel view it joins the path, else it is explained. */
  | { type: 'visitors.pickState'; state: string }
  | { type: 'visitors.explain'; target: string | null }
  | { type: 'visitors.funnel.undo' }
  | { type: 'visitors.funnel.clear' }
  | { type: 'visitors.retry' };

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
const messageOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
    ? error.message
    : String(error);

export const visitorsMachine = setup({
  types: {
    context: {} as VisitorsContext,
    events: {} as VisitorsEvent,
    input: {} as { flow: string },
  },
  actors: {
    fetchFlowStats: fromPromise<FlowStatsAnswer, StatsRequest>(async () => {
      throw new Error('fetchFlowStats: not provided');
    }),
    /** Tells the layer when the browser's sign-in changes (in this tab or another), to ask again. */
    watchSignIn: fromCallback(() => undefined),
  },
  guards: {
    signedOut: ({ context }) => context.problem?.status === 401,
    notStaff: ({ context }) => context.problem?.status === 403,
    inFunnelView: ({ context }) => context.view === 'funnel',
  },
}).createMachine({
  id: 'visitors',
  context: ({ input }) => ({
    flow: input.flow,
    days: '30',
    view: 'counts',
    path: [],
    explained: null,
    answer: null,
    problem: null,
  }),
  initial: 'off',
  states: {
    off: { on: { 'visitors.show': 'on' } },
    on: {
      initial: 'loading',
      on: {
        'visitors.hide': { target: 'off', actions: assign({ explained: null }) },
        'visitors.period': { target: '.loading', actions: assign({ days: ({ event }) => event.days }) },
        'visitors.view': { actions: assign({ view: ({ event }) => event.view, explained: null }) },
        'visitors.explain': { actions: assign({ explained: ({ event }) => event.target }) },
        'visitors.pickState': [
          {
            guard: 'inFunnelView',
            target: '.loading',
            actions: assign({
              // The server reads a path of at most MAX_FUNNEL_STATES; a state picked beyond is not added.
              path: ({ context, event }) =>
                context.path.length < MAX_FUNNEL_STATES ? [...context.path, event.state] : context.path,
            }),
          },
          { actions: assign({ explained: ({ event }) => event.state }) },
        ],
        'visitors.funnel.undo': {
          target: '.loading',
          actions: assign({ path: ({ context }) => context.path.slice(0, -1) }),
        },
        'visitors.funnel.clear': { target: '.loading', actions: assign({ path: [] }) },
      },
      states: {
        loading: {
          invoke: {
            src: 'fetchFlowStats',
            input: ({ context }) => ({ flow: context.flow, days: context.days, path: context.path }),
            onDone: {
              target: 'shown',
              actions: assign({ answer: ({ event }) => event.output, problem: null }),
            },
            onError: {
              target: 'refused',
              actions: assign({
                answer: null,
                problem: ({ event }) => {
                  const status = statusOf(event.error);
                  return { ...(status === undefined ? {} : { status }), message: messageOf(event.error) };
                },
              }),
            },
          },
        },
        shown: {},
        refused: {
          initial: 'deciding',
          // Signing in (or out) elsewhere in this browser asks again.
          invoke: { src: 'watchSignIn' },
          on: { 'visitors.retry': '#visitors.on.loading' },
          states: {
            deciding: {
              always: [
                { guard: 'signedOut', target: 'signedOut' },
                { guard: 'notStaff', target: 'notStaff' },
                { target: 'failed' },
              ],
            },
            signedOut: {},
            notStaff: {},
            failed: {},
          },
        },
      },
    },
  },
});
