// @vitest-environment node
import type { FlowStatsAnswer } from '@contract/flowEvents';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  periodBefore,
  type StatsRequest,
  visitorsMachine,
} from '../../../../src/flow-lab/visitors/visitorsMachine';

const ANSWER: FlowStatsAnswer = {
  flow: 'signup',
  from: '2030-01-09',
  to: '2030-02-07',
  states: [],
  transitions: [],
};

/** The layer with a fake server: it records each request and answers with `answer(request)`. */
function layer(answer: (request: StatsRequest) => Promise<FlowStatsAnswer>) {
  const asked: StatsRequest[] = [];
  let retry: (() => void) | null = null;
  const actor = createActor(
    visitorsMachine.provide({
      actors: {
        fetchFlowStats: fromPromise(({ input }: { input: StatsRequest }) => {
          asked.push(input);
          return answer(input);
        }),
        watchSignIn: fromCallback(({ sendBack }) => {
          retry = () => sendBack({ type: 'visitors.retry' });
          return () => {
            retry = null;
          };
        }),
      },
    }),
    { input: { flow: 'signup' } },
  ).start();
  return { actor, asked, signInElsewhere: () => retry?.() };
}

describe("the lab's Visitors layer", () => {
  it('asks for nothing until turned on, then for the flow over 30 days, and again for each period', async () => {
    const { actor, asked } = layer(async () => ANSWER);
    expect(actor.getSnapshot().value).toBe('off');
    expect(asked).toEqual([]);
    actor.send({ type: 'visitors.show' });
    await waitFor(actor, (state) => state.matches({ on: 'shown' }));
    expect(actor.getSnapshot().context.answer).toEqual(ANSWER);
    actor.send({ type: 'visitors.period', days: '7' });
    await waitFor(actor, (state) => state.matches({ on: 'shown' }));
    expect(asked).toEqual([
      { flow: 'signup', days: '30', path: [] },
      { flow: 'signup', days: '7', path: [] },
    ]);
  });

  it('explains a clicked state in the counts view, and adds it to the funnel in the funnel view', async () => {
    const { actor, asked } = layer(async () => ANSWER);
    actor.send({ type: 'visitors.show' });
    await waitFor(actor, (state) => state.matches({ on: 'shown' }));
    actor.send({ type: 'visitors.pickState', state: 'signup.step1' });
    expect(actor.getSnapshot().context.explained).toBe('signup.step1');
    expect(asked).toHaveLength(1);
    actor.send({ type: 'visitors.view', view: 'funnel' });
    expect(actor.getSnapshot().context.explained).toBeNull();
    actor.send({ type: 'visitors.pickState', state: 'signup.step1' });
    actor.send({ type: 'visitors.pickState', state: 'signup.step2' });
    await waitFor(actor, (state) => state.matches({ on: 'shown' }));
    expect(asked.at(-1)).toEqual({ flow: 'signup', days: '30', path: ['signup.step1', 'signup.step2'] });
    actor.send({ type: 'visitors.funnel.undo' });
    expect(actor.getSnapshot().context.path).toEqual(['signup.step1']);
    actor.send({ type: 'visitors.funnel.clear' });
    expect(actor.getSnapshot().context.path).toEqual([]);
  });

  it('stops adding states at the longest path the server reads', async () => {
    const { actor } = layer(async () => ANSWER);
    actor.send({ type: 'visitors.show' });
    actor.send({ type: 'visitors.view', view: 'funnel' });
    for (let index = 0; index < 12; index++)
      actor.send({ type: 'visitors.pickState', state: `signup.s${index}` });
    expect(actor.getSnapshot().context.path).toHaveLength(10);
  });

  it('tells a 401 (sign in) from a 403 (not staff) from any other failure, and asks again on a sign-in elsewhere', async () => {
    let status: number | undefined = 401;
    const { actor, signInElsewhere } = layer(async () => {
      if (status === undefined) return ANSWER;
      throw { status, message: 'refused' };
    });
    actor.send({ type: 'visitors.show' });
    await waitFor(actor, (state) => state.matches({ on: { refused: 'signedOut' } }));
    status = 403;
    signInElsewhere();
    await waitFor(actor, (state) => state.matches({ on: { refused: 'notStaff' } }));
    status = 500;
    actor.send({ type: 'visitors.retry' });
    await waitFor(actor, (state) => state.matches({ on: { refused: 'failed' } }));
    expect(actor.getSnapshot().context.problem).toEqual({ status: 500, message: 'refused' });
    status = undefined;
    signInElsewhere();
    await waitFor(actor, (state) => state.matches({ on: 'shown' }));
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('names a failure without an answer by its message', async () => {
    const { actor } = layer(async () => {
      throw new Error('Network Error');
    });
    actor.send({ type: 'visitors.show' });
    await waitFor(actor, (state) => state.matches({ on: { refused: 'failed' } }));
    expect(actor.getSnapshot().context.problem).toEqual({ message: 'Network Error' });
  });

  it('turned off, forgets what it explained and asks nothing more', async () => {
    const { actor, asked } = layer(async () => ANSWER);
    actor.send({ type: 'visitors.show' });
    await waitFor(actor, (state) => state.matches({ on: 'shown' }));
    actor.send({ type: 'visitors.explain', target: 'a>b>c' });
    actor.send({ type: 'visitors.hide' });
    actor.send({ type: 'visitors.period', days: '90' });
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context.explained).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('sets two periods side by side: the one picked, then as many days just before it', async () => {
    const BEFORE = { ...ANSWER, from: '2029-12-10', to: '2030-01-08' };
    const { actor, asked } = layer(async (request) => (request.span ? BEFORE : ANSWER));
    actor.send({ type: 'visitors.show' });
    await waitFor(actor, (state) => state.matches({ on: 'shown' }));
    actor.send({ type: 'visitors.compare', compare: true });
    await waitFor(actor, (state) => state.matches({ on: 'shown' }));
    expect(asked.slice(1)).toEqual([
      { flow: 'signup', days: '30', path: [] },
      { flow: 'signup', days: '30', path: [], span: { from: '2029-12-10', to: '2030-01-08' } },
    ]);
    expect(actor.getSnapshot().context.answer).toEqual(ANSWER);
    expect(actor.getSnapshot().context.before).toEqual(BEFORE);
    actor.send({ type: 'visitors.compare', compare: false });
    await waitFor(actor, (state) => state.matches({ on: 'shown' }));
    expect(actor.getSnapshot().context.before).toBeNull();
    expect(asked).toHaveLength(4);
  });

  it('counts the period before by whole days, across a month and a leap day', () => {
    expect(periodBefore({ from: '2030-01-09', to: '2030-02-07' })).toEqual({
      from: '2029-12-10',
      to: '2030-01-08',
    });
    expect(periodBefore({ from: '2028-03-01', to: '2028-03-07' })).toEqual({
      from: '2028-02-23',
      to: '2028-02-29',
    });
    expect(periodBefore({ from: '2030-01-09', to: '2030-01-09' })).toEqual({
      from: '2030-01-08',
      to: '2030-01-08',
    });
  });
});
