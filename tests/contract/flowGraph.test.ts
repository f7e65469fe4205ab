import { describe, expect, it } from 'vitest';
import { type FlowGraph, type FlowGraphFlow, flowInWords, stepProblem } from '../../contract/flowGraph';

// How a reported step is checked against its flow's statechart, and the words the refusal uses. A
// graph of its own keeps the checks apart from the machines' current shape.

const flow = (name: string): FlowGraphFlow => ({ name, states: [], transitions: {} });

describe('flowInWords', () => {
  it('lowers the first letter of a name that starts with a word', () => {
    expect(flowInWords(flow('Sign-up'))).toBe('the sign-up flow');
    expect(flowInWords(flow('Cookie consent'))).toBe('the cookie consent flow');
  });

  it('keeps a name that starts with an acronym or a lower-case letter as it is', () => {
    expect(flowInWords(flow('ROI calculator'))).toBe('the ROI calculator flow');
    expect(flowInWords(flow('e-mail estimate'))).toBe('the e-mail estimate flow');
    expect(flowInWords(flow('A'))).toBe('the A flow');
  });

  it('reads only the start of the name for the acronym', () => {
    expect(flowInWords(flow('My ROI'))).toBe('the my ROI flow');
    expect(flowInWords(flow('ROI Calculator'))).toBe('the ROI Calculator flow');
  });
});

const graph: FlowGraph = {
  flows: {
    contact: {
      name: 'Contact',
      states: ['contact.closed', 'contact.form', 'contact.sending', 'contact.done'],
      transitions: {
        'contact.closed': { 'contact.open': ['contact.form'] },
        'contact.form': { 'contact.submit': ['contact.sending'], 'contact.close': ['contact.closed'] },
        'contact.sending': { 'xstate.done.actor.send': ['contact.done', 'contact.form'] },
      },
    },
  },
};
const step = { flow: 'contact', from: 'contact.form', event: 'contact.submit', to: 'contact.sending' };

describe('stepProblem', () => {
  it('lets through a step its machine can take, on any guarded branch', () => {
    expect(stepProblem(graph, step)).toBeUndefined();
    const sent = { flow: 'contact', from: 'contact.sending', event: 'xstate.done.actor.send' };
    expect(stepProblem(graph, { ...sent, to: 'contact.done' })).toBeUndefined();
    expect(stepProblem(graph, { ...sent, to: 'contact.form' })).toBeUndefined();
  });

  it('refuses a flow the graph does not have, and a name every object inherits', () => {
    expect(stepProblem(graph, { ...step, flow: 'payroll' })).toEqual({
      field: 'flow',
      message: 'no flow is called "payroll"',
    });
    expect(stepProblem(graph, { ...step, flow: 'toString' })?.field).toBe('flow');
  });

  it('refuses a state the flow does not have, naming the field that holds it', () => {
    expect(stepProblem(graph, { ...step, from: 'contact.paid' })).toEqual({
      field: 'from',
      message: 'the contact flow has no state "contact.paid"',
    });
    expect(stepProblem(graph, { ...step, to: 'contact.paid' })).toEqual({
      field: 'to',
      message: 'the contact flow has no state "contact.paid"',
    });
  });

  it('tells an event the flow never takes from one it takes elsewhere', () => {
    expect(stepProblem(graph, { ...step, event: 'contact.pay' })).toEqual({
      field: 'event',
      message: 'the contact flow has no event "contact.pay"',
    });
    expect(stepProblem(graph, { ...step, event: 'contact.open' })).toEqual({
      field: 'event',
      message: 'the contact flow cannot leave contact.form on contact.open',
    });
    expect(stepProblem(graph, { ...step, event: 'toString' })).toEqual({
      field: 'event',
      message: 'the contact flow has no event "toString"',
    });
  });

  it('refuses an event from a state that has no way out', () => {
    expect(stepProblem(graph, { ...step, from: 'contact.done', event: 'contact.open' })).toEqual({
      field: 'event',
      message: 'the contact flow cannot leave contact.done on contact.open',
    });
  });

  it('refuses a known state the transition does not enter', () => {
    expect(stepProblem(graph, { ...step, to: 'contact.done' })).toEqual({
      field: 'to',
      message: 'the contact flow cannot go from contact.form on contact.submit to contact.done',
    });
  });
});
