import type { FlowStatsAnswer } from '@contract/flowEvents';
import { dayCount, MAX_FUNNEL_STATES, type STATS_PERIODS } from '@contract/flowEvents';
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
  /** Days of its own, both included (UTC), asked instead of `days`: the period before the one shown. */
  span?: { from: string; to: string };
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The days just before a period, as many as it has: the 30 days before "this 30 days". */
export function periodBefore({ from, to }: { from: string; to: string }): { from: string; to: string } {
  const start = Date.parse(from);
  return { from: isoDay(start - dayCount(from, to) * DAY_MS), to: isoDay(start - DAY_MS) };
}

/** Why the call failed, as the HTTP client rejects: the status (none when no answer came) and message. */
export interface StatsProblem {
  status?: number;
  message: string;
}

export interface VisitorsContext {
  flow: string;
  days: StatsPeriod;
  /** Two periods side by side: the one picked and the one before it. */
  compare: boolean;
  view: VisitorsView;
  path: string[];
  /** What the chart explains: a state's id or an arrow's key. */
  explained: string | null;
  answer: FlowStatsAnswer | null;
  /** The answer for the period before `answer`'s, when comparing. */
  before: FlowStatsAnswer | null;
  problem: StatsProblem | null;
}

export type VisitorsEvent =
  | { type: 'visitors.show' }
  | { type: 'visitors.hide' }
  | { type: 'visitors.period'; days: StatsPeriod }
  | { type: 'visitors.compare'; compare: boolean }
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
    comparing: ({ context }) => context.compare,
  },
  actions: {
    keepProblem: assign({
      answer: null,
      before: null,
      problem: ({ event }) => {
        const error = (event as { error?: unknown }).error;
        const status = statusOf(error);
        return { ...(status === undefined ? {} : { status }), message: messageOf(error) };
      },
    }),
  },
}).createMachine({
  id: 'visitors',
  context: ({ input }) => ({
    flow: input.flow,
    days: '30',
    compare: false,
    view: 'counts',
    path: [],
    explained: null,
    answer: null,
    before: null,
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
        'visitors.compare': {
          target: '.loading',
          actions: assign({ compare: ({ event }) => event.compare }),
        },
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
            onDone: [
              {
                guard: 'comparing',
                target: 'loadingBefore',
                actions: assign({ answer: ({ event }) => event.output, problem: null }),
              },
              {
                target: 'shown',
                actions: assign({ answer: ({ event }) => event.output, before: null, problem: null }),
              },
            ],
            onError: { target: 'refused', actions: 'keepProblem' },
          },
        },
        // Two periods side by side: the period before the answer's, as many days, asked by its days.
        loadingBefore: {
          invoke: {
            src: 'fetchFlowStats',
            input: ({ context }) => ({
              flow: context.flow,
              days: context.days,
              path: context.path,
              // `loading` keeps its answer before it comes here.
              ...(context.answer ? { span: periodBefore(context.answer) } : {}),
            }),
            onDone: { target: 'shown', actions: assign({ before: ({ event }) => event.output }) },
            onError: { target: 'refused', actions: 'keepProblem' },
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
