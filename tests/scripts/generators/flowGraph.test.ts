import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALWAYS_EVENT, FLOW_GRAPH, stepProblem } from '../../../contract/flowGraph';
import { machines } from '../../../machines/index';
import { flowGraphOf, flowGraphText, UNCOUNTED_FLOWS } from '../../../scripts/generators/flowGraphData';
import { machineGraph } from '../../../src/flow-lab/graph/machineGraph';

const FILE = path.resolve(import.meta.dirname, '../../../contract/flow-graph.json');

describe('contract/flow-graph.json', () => {
  it('is committed as generated: run "npm run flows:graph" after changing a machine', () => {
    expect(readFileSync(FILE, 'utf8')).toBe(flowGraphText(flowGraphOf(machines)));
  });

  it('counts every flow with a UI and none of the background ones', () => {
    expect(Object.keys(FLOW_GRAPH.flows).sort()).toEqual(
      [
        'authDialog',
        'consent',
        'contact',
        'demoDialog',
        'googleSignIn',
        'integrationRequest',
        'login',
        'onlineForm',
        'roiCalculator',
        'roiEstimateEmail',
        'signup',
      ].sort(),
    );
    for (const id of UNCOUNTED_FLOWS) expect(machines.map((entry) => entry.id)).toContain(id);
  });

  it('holds every state and every targeted transition the flow lab draws, and no other', () => {
    for (const flowId of Object.keys(FLOW_GRAPH.flows)) {
      const entry = machines.find((candidate) => candidate.id === flowId);
      if (!entry) throw new Error(`no machine ${flowId}`);
      const drawn = machineGraph(entry.machine);
      const flow = FLOW_GRAPH.flows[flowId];
      expect([...(flow?.states ?? [])].sort(), flowId).toEqual(
        drawn.states
          .filter((state) => state.kind !== 'flow')
          .map((state) => state.id)
          .sort(),
      );
      const edges = drawn.edges
        .filter((edge) => !edge.targetless)
        .map((edge) => `${edge.source} ${edge.eventType || ALWAYS_EVENT} ${edge.target}`);
      const listed = Object.entries(flow?.transitions ?? {}).flatMap(([from, events]) =>
        Object.entries(events).flatMap(([event, targets]) => targets.map((to) => `${from} ${event} ${to}`)),
      );
      expect(listed.sort(), flowId).toEqual([...new Set(edges)].sort());
    }
  });

  it('picks up a new machine with no code of its own', async () => {
    const { createMachine } = await import('xstate');
    const newFlow = createMachine({
      id: 'newFlow',
      initial: 'a',
      states: {
        a: { on: { GO: [{ guard: () => false, target: 'b' }, { target: 'c' }], TYPE: {} } },
        b: {},
        c: {},
      },
    });
    const graph = flowGraphOf([{ id: 'newFlow', name: 'New flow', machine: newFlow }]);
    expect(graph.flows.newFlow).toEqual({
      name: 'New flow',
      states: ['newFlow', 'newFlow.a', 'newFlow.b', 'newFlow.c'],
      transitions: { 'newFlow.a': { GO: ['newFlow.b', 'newFlow.c'] } },
    });
  });
});

describe('stepProblem', () => {
  const step = {
    flow: 'signup',
    from: 'signup.step1.codeCheck.checking',
    event: 'xstate.done.actor.checkVerifyCode',
    to: 'signup.step2',
  };
  const sent = (overrides: Partial<typeof step>) => stepProblem(FLOW_GRAPH, { ...step, ...overrides });

  it('accepts every transition the graph lists', () => {
    for (const [flowId, flow] of Object.entries(FLOW_GRAPH.flows))
      for (const [from, events] of Object.entries(flow.transitions))
        for (const [event, targets] of Object.entries(events))
          for (const to of targets)
            expect(stepProblem(FLOW_GRAPH, { flow: flowId, from, event, to })).toBeUndefined();
  });

  it('names what is unknown or impossible', () => {
    expect(sent({ flow: 'toString' })).toEqual({ field: 'flow', message: 'no flow is called "toString"' });
    expect(sent({ from: 'signup.nowhere' })).toEqual({
      field: 'from',
      message: 'the sign-up flow has no state "signup.nowhere"',
    });
    expect(sent({ event: 'signup.teleport' })).toEqual({
      field: 'event',
      message: 'the sign-up flow has no event "signup.teleport"',
    });
    expect(sent({ to: 'signup.done' })).toEqual({
      field: 'to',
      message:
        'the sign-up flow cannot go from signup.step1.codeCheck.checking on xstate.done.actor.checkVerifyCode to signup.done',
    });
    expect(sent({ event: 'signup.submit' })).toEqual({
      field: 'event',
      message: 'the sign-up flow cannot leave signup.step1.codeCheck.checking on signup.submit',
    });
    expect(sent({ flow: 'roiCalculator' })?.message).toBe(
      'the ROI calculator flow has no state "signup.step1.codeCheck.checking"',
    );
  });
});
