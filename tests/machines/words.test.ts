import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createMachine } from 'xstate';
import { type MachineEntry, machines } from '../../machines/index';
import { sessionMachine } from '../../machines/session';
import { signupMachine } from '../../machines/signup';
import {
  activeStatePaths,
  callWords,
  eventTypesOf,
  eventWords,
  flowName,
  guardNamesOf,
  guardWords,
  invokedSourcesOf,
  machineWords,
  stateNodesOf,
} from '../../machines/words';

// Every state, event and guard of every machine the lab shows has its words for product staff, and
// no words are left for an event or guard that is gone. The registry is walked, so a new machine
// (and any machine it invokes) is held to the same rule.

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'implementations' in logic;

/** The registered machines and every machine one of them invokes, each once, named by its path. */
function machinesToCheck(entries: readonly MachineEntry[]): [string, AnyStateMachine][] {
  const seen = new Map<AnyStateMachine, string>();
  const visitChildren = (name: string, machine: AnyStateMachine) => {
    for (const [key, logic] of Object.entries(machine.implementations.actors))
      if (isMachine(logic) && !seen.has(logic)) {
        seen.set(logic, `${name} › ${key}`);
        visitChildren(`${name} › ${key}`, logic);
      }
  };
  // Registered machines first, so one that is also invoked is named by its own id.
  for (const entry of entries) seen.set(entry.machine, entry.id);
  for (const entry of entries) visitChildren(entry.id, entry.machine);
  return [...seen].map(([machine, name]) => [name, machine]);
}

const missing = (wanted: readonly string[], have: Record<string, string>) =>
  wanted.filter((name) => !have[name]?.trim());
const stale = (have: Record<string, string>, known: readonly string[]) =>
  Object.keys(have).filter((name) => !known.includes(name));

describe.each(machinesToCheck(machines))('words of %s', (name, machine) => {
  const words = machineWords(machine);

  it('every state has a description', () => {
    const undescribed = stateNodesOf(machine)
      .filter((node) => !node.description?.trim())
      .map((node) => node.id);
    expect(undescribed, `${name}: states without a description`).toEqual([]);
  });

  it('every event it accepts has words, and no words name an event it does not accept', () => {
    const events = eventTypesOf(machine);
    expect(missing(events, words.events), `${name}: events without words`).toEqual([]);
    expect(stale(words.events, events), `${name}: words for events it does not accept`).toEqual([]);
  });

  it('every guard has words, and no words name a guard it does not have', () => {
    const guards = guardNamesOf(machine);
    expect(missing(guards, words.guards), `${name}: guards without words`).toEqual([]);
    expect(stale(words.guards, guards), `${name}: words for guards it does not have`).toEqual([]);
  });

  it('every call it invokes says what it does and how it ends, and no words name a call it does not make', () => {
    const sources = invokedSourcesOf(machine);
    const calls = words.calls ?? {};
    const unsaid = sources.filter((src) => {
      const call = calls[src];
      return !call?.does.trim() || !call.done.trim() || !call.error.trim();
    });
    expect(unsaid, `${name}: calls without words`).toEqual([]);
    expect(
      Object.keys(calls).filter((src) => !sources.includes(src)),
      `${name}: words for calls it does not make`,
    ).toEqual([]);
  });
});

describe('the machines checked', () => {
  const named = (entries: readonly MachineEntry[]) => machinesToCheck(entries).map(([name]) => name);
  const authDialog = machines.filter((entry) => entry.id === 'authDialog');

  it('include the machines a registered machine invokes', () => {
    expect(named(authDialog)).toEqual([
      'authDialog',
      'authDialog › login',
      'authDialog › signup',
      'authDialog › googleSignIn',
    ]);
  });

  it('name a machine that is registered and invoked once, by its own id', () => {
    expect(named(machines).filter((name) => name.includes('signup'))).toEqual(['signup']);
  });
});

describe('reading the words', () => {
  it('gives no words for a machine that has none', () => {
    expect(machineWords(createMachine({ id: 'bare' }))).toEqual({ events: {}, guards: {} });
  });

  it("gives an event's and a guard's words, and nothing for a name the machine does not know", () => {
    expect(eventWords(sessionMachine, 'session.logout')).toBe('The person chooses Logout');
    expect(eventWords(sessionMachine, 'session.unknown')).toBeUndefined();
    expect(guardWords(sessionMachine, 'hasStoredToken')).toBe('This browser has a saved sign-in');
    expect(guardWords(sessionMachine, 'unknownGuard')).toBeUndefined();
  });

  it("lists a machine's own events in order, without XState's actor results and timers", () => {
    expect(eventTypesOf(sessionMachine)).toEqual([
      'session.login',
      'session.logout',
      'session.profile.refresh',
      'session.unauthorized',
    ]);
  });

  it("gives a flow's name in words, or its id when the machine has none", () => {
    expect(flowName(signupMachine)).toBe('Sign-up');
    expect(flowName(createMachine({ id: 'bare' }))).toBe('bare');
    expect(flowName(createMachine({ id: 'unnamed', meta: {} }))).toBe('unnamed');
  });

  it("gives a call's words, and nothing for a machine whose words name no calls", () => {
    const call = { does: 'Sends the form', done: 'The form is sent', error: 'The form is not sent' };
    const sending = createMachine({
      id: 'sending',
      meta: { words: { events: {}, guards: {}, calls: { send: call } } },
    });
    expect(callWords(sending, 'send')).toEqual(call);
    expect(callWords(sending, 'receive')).toBeUndefined();
    expect(callWords(createMachine({ id: 'bare' }), 'send')).toBeUndefined();
    expect(
      callWords(createMachine({ id: 'silent', meta: { words: { events: {}, guards: {} } } }), 'send'),
    ).toBeUndefined();
  });

  it('lists the calls a machine makes in order, each once', () => {
    const calling = createMachine({
      id: 'calling',
      initial: 'first',
      states: {
        first: { invoke: [{ src: 'save' }, { src: 'load' }] },
        second: { invoke: { src: 'save' } },
      },
    });
    expect(invokedSourcesOf(calling)).toEqual(['load', 'save']);
  });

  it('lists the guards in order', () => {
    expect(guardNamesOf(signupMachine)).toEqual([
      'hasCode',
      'hasEmail',
      'isLastSecond',
      'isNotCountingDown',
      'isPrefilled',
    ]);
  });
});

describe('activeStatePaths', () => {
  const chart = createMachine({
    id: 'chart',
    initial: 'idle',
    states: {
      idle: {},
      busy: {
        type: 'parallel',
        states: {
          left: { initial: 'one', states: { one: {}, two: {} } },
          right: { initial: 'three', states: { three: {} } },
        },
      },
    },
  });
  const ids = (value: unknown) => activeStatePaths(chart, value).map((path) => path.map((node) => node.key));

  it('gives one path for a top-level state', () => {
    expect(ids('idle')).toEqual([['idle']]);
  });

  it('gives one path per region of a parallel state, outermost first', () => {
    expect(ids({ busy: { left: 'two', right: 'three' } })).toEqual([
      ['busy', 'left', 'two'],
      ['busy', 'right', 'three'],
    ]);
  });

  it('stops a path at the last state it knows, and skips a region it does not know', () => {
    expect(ids({ busy: { left: 'gone', nowhere: 'three' } })).toEqual([['busy', 'left']]);
  });

  it('keeps a path that ends in a compound state with no value below it', () => {
    expect(ids({ busy: {} })).toEqual([['busy']]);
    expect(ids({ busy: null })).toEqual([['busy']]);
  });

  it('gives no path for an empty value', () => {
    expect(ids({})).toEqual([]);
    expect(ids(undefined)).toEqual([]);
  });
});
