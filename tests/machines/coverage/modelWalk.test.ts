import { describe, expect, it } from 'vitest';
import { assign, fromPromise, raise, setup } from 'xstate';
import { coverage, shortestPaths } from '../../../machines/coverage/modelWalk';
import { expectFullCoverage } from '../../helpers/modelPaths';

// The coverage helper itself: it must report what is missing, not just pass.

const toggle = setup({
  types: {
    context: {} as { count: number },
    events: {} as { type: 'go' } | { type: 'ping' } | { type: 'pong' },
  },
  actors: { load: fromPromise<number>(async () => 1) },
  guards: { isBig: ({ context }) => context.count > 1 },
  delays: { soon: 10 },
}).createMachine({
  id: 'toggle',
  context: { count: 0 },
  initial: 'a',
  states: {
    a: { on: { go: { target: 'b', actions: assign({ count: ({ context }) => context.count + 1 }) } } },
    b: {
      always: [{ guard: 'isBig', target: 'c' }],
      after: { soon: 'a' },
      on: { go: 'loading' },
    },
    loading: {
      invoke: { id: 'load', src: 'load', onDone: 'c', onError: 'a' },
      on: { ping: { actions: raise({ type: 'pong' }) }, pong: 'a' },
    },
    c: {},
    unreachable: { on: { go: 'a' } },
  },
});

describe('coverage', () => {
  it('lists every state node and every transition of the definition', () => {
    const report = coverage(toggle);
    expect(report.allStates).toEqual([
      'toggle',
      'toggle.a',
      'toggle.b',
      'toggle.loading',
      'toggle.c',
      'toggle.unreachable',
    ]);
    expect(report.allTransitions).toEqual([
      'toggle.a on go -> toggle.b',
      'toggle.b on go -> toggle.loading',
      'toggle.b on xstate.after.soon.toggle.b -> toggle.a',
      'toggle.b on (always) if isBig -> toggle.c',
      'toggle.loading on ping -> (no target)',
      'toggle.loading on pong -> toggle.a',
      'toggle.loading on xstate.done.actor.load -> toggle.c',
      'toggle.loading on xstate.error.actor.load -> toggle.a',
      'toggle.unreachable on go -> toggle.a',
    ]);
  });

  it('reports unreachable states and transitions never taken', () => {
    const report = coverage(toggle);
    expect(report.missingStates).toEqual(['toggle.unreachable']);
    expect(report.missingTransitions).toEqual(['toggle.unreachable on go -> toggle.a']);
  });

  it('counts eventless transitions, raised events, delays and actor results as taken', () => {
    const { takenTransitions } = coverage(toggle);
    expect(takenTransitions).toContain('toggle.b on (always) if isBig -> toggle.c');
    expect(takenTransitions).toContain('toggle.loading on pong -> toggle.a');
    expect(takenTransitions).toContain('toggle.b on xstate.after.soon.toggle.b -> toggle.a');
    expect(takenTransitions).toContain('toggle.loading on xstate.done.actor.load -> toggle.c');
  });

  it('fails expectFullCoverage when something is missing', () => {
    expect(() => expectFullCoverage(toggle)).toThrow(/state nodes never reached/);
  });

  it('stops an unbounded exploration at the limit', () => {
    const counter = setup({
      types: { context: {} as { n: number }, events: {} as { type: 'inc' } },
    }).createMachine({
      context: { n: 0 },
      on: { inc: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
    });
    expect(() => coverage(counter, { limit: 50 })).toThrow(/limit/);
    expect(coverage(counter, { serializeContext: () => null }).snapshotCount).toBe(1);
  });

  it('gives the shortest event sequence to each snapshot', () => {
    const paths = shortestPaths(toggle, { serializeContext: () => null });
    const toLoading = paths.find((path) => path.value === 'loading');
    expect(toLoading?.events.map((event) => event.type)).toEqual(['go', 'go']);
  });
});

describe('coverage of transient states', () => {
  it('counts a state left at once by an eventless transition as reached', () => {
    const transient = setup({ types: { input: {} as { skip: boolean } } }).createMachine({
      id: 'transient',
      context: ({ input }) => input,
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: ({ context }) => context.skip, target: 'skipped' }, { target: 'shown' }],
        },
        skipped: {},
        shown: {},
      },
    });
    expect(coverage(transient, { input: { skip: true } }).missingStates).toEqual(['transient.shown']);
    expectFullCoverage(transient, { inputs: [{ skip: true }, { skip: false }] });
  });
});
