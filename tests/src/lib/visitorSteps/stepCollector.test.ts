import { type FlowStepReport, flowEventsBatchSchema, STEP_MS_CAP } from '@contract/flowEvents';
import { FLOW_GRAPH } from '@contract/flowGraph';
import { explorations } from '@machines/coverage/explorations';
import { type CoverageOptions, shortestPaths } from '@machines/coverage/modelWalk';
import { signupMachine } from '@machines/signup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyStateMachine,
  createActor,
  type EventObject,
  getNextTransitions,
  type InspectionEvent,
  type Snapshot,
} from 'xstate';
import { createStepCollector, VISIT_KEY, visitIdOf } from '../../../../src/lib/visitorSteps/stepCollector';

const isTimerTick = (step: FlowStepReport) => step.event.startsWith('xstate.after.') && step.from === step.to;
const keyOf = (step: Pick<FlowStepReport, 'flow' | 'from' | 'event' | 'to'>) =>
  `${step.flow} ${step.from} ${step.event} ${step.to}`;

/**
 * Every state a flow's exploration reaches, by its shortest path, taken on live actors the collector
 * inspects, then each event the state listens to there (the exploration's sample of it, or the bare
 * type), so every transition the exploration takes is taken. Paths share their beginnings: each step
 * starts an actor from the snapshot the same events reached before, so each is taken once.
 */
function collectWalks(flow: string, clock: { now: number }) {
  const { machine, options } = explorations[flow as keyof typeof explorations] as unknown as {
    machine: AnyStateMachine;
    options: CoverageOptions & { inputs?: readonly unknown[] };
  };
  const collector = createStepCollector({ now: () => clock.now });
  const samples = options.events ?? [];
  // An event by its type alone, or a sample by its place (two samples may differ in what JSON leaves out).
  const nameOf = (event: EventObject) => {
    const sample = samples.indexOf(event as (typeof samples)[number]);
    return sample === -1 ? event.type : `${event.type} #${sample}`;
  };
  const variants = options.provided?.map((implementations) => machine.provide(implementations)) ?? [machine];
  for (const logic of variants)
    for (const input of options.inputs ?? [options.input]) {
      type Reached = { snapshot: Snapshot<unknown>; events: EventObject[] };
      const start = createActor(logic, { input, inspect: collector.observe }).start();
      const reachedBy = new Map<string, Reached>([
        ['', { snapshot: start.getPersistedSnapshot(), events: [] }],
      ]);
      start.stop();
      const step = (before: string, event: EventObject) => {
        const key = `${before}\n${nameOf(event)}`;
        const from = reachedBy.get(before);
        if (!reachedBy.has(key) && from) {
          // An actor with children (an invoked flow or call) starts them again when restored: it is
          // walked from the start instead.
          const restorable =
            Object.keys((from.snapshot as { children?: object }).children ?? {}).length === 0;
          const actor = createActor(logic, {
            input,
            inspect: collector.observe,
            ...(restorable ? { snapshot: from.snapshot } : {}),
          }).start();
          for (const earlier of restorable ? [] : from.events) actor.send(earlier);
          clock.now += 1_234;
          actor.send(event);
          reachedBy.set(key, { snapshot: actor.getPersistedSnapshot(), events: [...from.events, event] });
          actor.stop();
        }
        return key;
      };
      for (const path of shortestPaths(logic, { ...options, input })) {
        const key = path.events.reduce(step, '');
        const reached = createActor(logic, { input, snapshot: reachedBy.get(key)?.snapshot }).getSnapshot();
        const types = new Set(getNextTransitions(reached).map((transition) => transition.eventType));
        for (const type of types) {
          if (!type) continue;
          const matching = samples.filter((sample) => sample.type === type);
          for (const event of matching.length > 0 ? matching : [{ type }]) step(key, event);
        }
      }
    }
  return collector.takeBatches().flat();
}

describe('the collector of visitors’ steps', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // About a thousand states for the sign-up alone (its countdown's every second): seconds on an idle machine.
  it('reports, from real runs of every counted flow, only steps the server accepts, and every transition but the timer ticks', () => {
    const clock = { now: 0 };
    for (const flow of Object.keys(FLOW_GRAPH.flows)) {
      const steps = collectWalks(flow, clock);
      expect(steps.length, flow).toBeGreaterThan(0);
      for (let start = 0; start < steps.length; start += 200) {
        const batch = { visit: 'Jq3v9Xw2LmT8sKpA_x', events: steps.slice(start, start + 200) };
        const parsed = flowEventsBatchSchema.safeParse(batch);
        expect(parsed.error?.issues[0]?.message, flow).toBeUndefined();
      }
      for (const step of steps)
        expect(Object.keys(step).sort()).toEqual(['event', 'flow', 'from', 'ms', 'to']);
      expect(steps.filter(isTimerTick)).toEqual([]);
      // The walks take every transition of the graph: each reaches the collector, bar the ticks.
      const reported = new Set(steps.map(keyOf));
      const graph = FLOW_GRAPH.flows[flow];
      const missing = Object.entries(graph?.transitions ?? {}).flatMap(([from, events]) =>
        Object.entries(events).flatMap(([event, targets]) =>
          targets
            .map((to) => ({ flow, from, event, to, ms: 0 }))
            .filter((step) => !isTimerTick(step) && !reported.has(keyOf(step))),
        ),
      );
      expect(missing.map(keyOf), flow).toEqual([]);
    }
  }, 120_000);

  it('times the state left from its entry, rounded and capped, and leaves out timer ticks', () => {
    vi.useFakeTimers();
    const clock = { now: 0 };
    const collector = createStepCollector({ now: () => clock.now });
    // As a machine of any events: the invoked call's answer is sent by hand.
    const machine: AnyStateMachine = signupMachine;
    const input = explorations.signup.options.inputs?.[0];
    const signup = createActor(machine, { input, inspect: collector.observe }).start();
    clock.now = 2_049;
    signup.send({ type: 'signup.code.send', email: 'typed.secret@example.com' });
    clock.now = 5_000;
    signup.send({ type: 'xstate.done.actor.sendVerifyCode', output: undefined });
    // A minute of the code's countdown ticking: the machine keeping time, not the visitor.
    for (let second = 0; second < 61; second++) {
      clock.now += 1_000;
      vi.advanceTimersByTime(1_000);
    }
    clock.now += STEP_MS_CAP;
    signup.send({ type: 'signup.continue', email: 'typed.secret@example.com', code: '123456' });
    const steps = collector.takeBatches().flat();
    expect(steps.filter(isTimerTick)).toEqual([]);
    expect(steps.find((step) => step.event === 'signup.code.send')).toEqual({
      flow: 'signup',
      from: 'signup.step1.codeRequest.idle',
      event: 'signup.code.send',
      to: 'signup.step1.codeRequest.sending',
      ms: 2_000,
    });
    // The countdown's end is a step; its 60 ticks are not.
    expect(steps.filter((step) => step.event.startsWith('xstate.after.'))).toMatchObject([
      { from: 'signup.step1.countdown.running', to: 'signup.step1.countdown.stopped' },
    ]);
    expect(steps.every((step) => step.ms % 100 === 0 && step.ms <= STEP_MS_CAP)).toBe(true);
    expect(steps.at(-1)).toMatchObject({ event: 'signup.continue', ms: STEP_MS_CAP });
    expect(JSON.stringify(steps)).not.toContain('secret');
    signup.stop();
  });

  it('times a state from its actor’s creation, or from the page’s start when it was entered before the collector listened', () => {
    const clock = { now: 0 };
    const collector = createStepCollector({ now: () => clock.now });
    let listening = false;
    const inspect = (event: InspectionEvent) => {
      if (listening) collector.observe(event);
    };
    clock.now = 5_000;
    const before = createActor(explorations.demoDialog.machine, { inspect }).start();
    clock.now = 8_000;
    listening = true;
    const after = createActor(explorations.demoDialog.machine, { inspect }).start();
    clock.now = 9_000;
    before.send({ type: 'demo.open' });
    after.send({ type: 'demo.open' });
    clock.now = 10_500;
    after.send({ type: 'demo.close' });
    expect(collector.takeBatches().flat()).toEqual([
      { flow: 'demoDialog', from: 'demoDialog.closed', event: 'demo.open', to: 'demoDialog.open', ms: 9_000 },
      { flow: 'demoDialog', from: 'demoDialog.closed', event: 'demo.open', to: 'demoDialog.open', ms: 1_000 },
      {
        flow: 'demoDialog',
        from: 'demoDialog.open',
        event: 'demo.close',
        to: 'demoDialog.closed',
        ms: 1_500,
      },
    ]);
  });

  it('leaves out the flows the graph does not count, and XState’s own start', () => {
    const collector = createStepCollector({ now: () => 0 });
    const seen: InspectionEvent['type'][] = [];
    const session = createActor(explorations.session.machine, {
      inspect: (event) => {
        seen.push(event.type);
        collector.observe(event);
      },
    }).start();
    session.send({ type: 'session.logout' });
    session.stop();
    expect(seen).toContain('@xstate.microstep');
    expect(collector.hasSteps()).toBe(false);
    expect(collector.takeBatches()).toEqual([]);
  });

  it('hands its steps over once, in batches of at most 200', () => {
    const clock = { now: 0 };
    const collector = createStepCollector({ now: () => clock.now });
    const machine: AnyStateMachine = explorations.consent.machine;
    const consent = createActor(machine, {
      input: { required: true, policyVersion: '2026-11' },
      inspect: collector.observe,
    }).start();
    consent.send({ type: 'xstate.done.actor.0.consent.unknown.reading', output: null });
    for (let round = 0; round < 250; round++) {
      consent.send({ type: 'consent.customize' });
      consent.send({ type: 'consent.close' });
    }
    const batches = collector.takeBatches();
    // The check whether to ask, the stored choice read (none), then 500 steps of the visitor's.
    expect(batches.map((batch) => batch.length)).toEqual([200, 200, 102]);
    expect(collector.takeBatches()).toEqual([]);
    consent.stop();
  });
});

describe('the visit id', () => {
  it('is random, kept for the tab in sessionStorage, and of the shape the server takes', () => {
    window.sessionStorage.clear();
    const first = visitIdOf(window.sessionStorage);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(window.sessionStorage.getItem(VISIT_KEY)).toBe(first);
    expect(visitIdOf(window.sessionStorage)).toBe(first);
    window.sessionStorage.clear();
    expect(visitIdOf(window.sessionStorage)).not.toBe(first);
    window.sessionStorage.setItem(VISIT_KEY, 'ada@example.com');
    expect(visitIdOf(window.sessionStorage)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('lasts as long as the page where storage is switched off', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(visitIdOf(refusing)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
