import {
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  fromPromise,
  getNextTransitions,
} from 'xstate';

/** A call an invoked actor made, waiting for the person driving the lab to answer it. */
export interface PendingCall {
  id: number;
  actor: string;
  input: unknown;
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

export type LabLogEntry =
  | { kind: 'event'; event: unknown }
  | { kind: 'action'; name: string; params: unknown }
  | { kind: 'call'; actor: string; input: unknown }
  | { kind: 'answer'; actor: string; outcome: 'resolved' | 'rejected'; value: unknown };

export interface LabListener {
  pendingChanged(calls: readonly PendingCall[]): void;
  logged(entry: LabLogEntry): void;
}

const isMachineLogic = (logic: AnyActorLogic) => 'root' in logic && 'config' in logic;
/** Built-in actions (assign, raise, emit...) carry an xstate.* type; they stay as they are. */
const isBuiltInAction = (action: unknown) =>
  typeof action === 'function' && typeof (action as { type?: unknown }).type === 'string';

/**
 * The machine with every side effect in the hands of a person: each promise actor waits for an
 * answer given in the lab, each custom action is written to the log instead of run. Child machines
 * and timers run as they are.
 */
export function createLabActor(machine: AnyStateMachine, input: unknown, listener: LabListener): AnyActorRef {
  let nextId = 1;
  let pending: PendingCall[] = [];
  const settle = (id: number) => {
    pending = pending.filter((call) => call.id !== id);
    listener.pendingChanged(pending);
  };

  const actors = Object.fromEntries(
    Object.entries(machine.implementations.actors)
      .filter(([, logic]) => !isMachineLogic(logic as AnyActorLogic))
      .map(([name]) => [
        name,
        fromPromise(
          ({ input: callInput }) =>
            new Promise((resolve, reject) => {
              const id = nextId++;
              listener.logged({ kind: 'call', actor: name, input: callInput });
              pending = [
                ...pending,
                {
                  id,
                  actor: name,
                  input: callInput,
                  resolve: (output) => {
                    settle(id);
                    listener.logged({ kind: 'answer', actor: name, outcome: 'resolved', value: output });
                    resolve(output);
                  },
                  reject: (error) => {
                    settle(id);
                    listener.logged({ kind: 'answer', actor: name, outcome: 'rejected', value: error });
                    reject(error);
                  },
                },
              ];
              listener.pendingChanged(pending);
            }),
        ),
      ]),
  );
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, action]) => !isBuiltInAction(action))
      .map(([name]) => [
        name,
        (_: unknown, params: unknown) => listener.logged({ kind: 'action', name, params }),
      ]),
  );

  return createActor(machine.provide({ actors, actions } as never), { input } as never);
}

/** The events the active states accept now, other than the machine's own (timers, actor results). */
export function acceptedEventTypes(snapshot: AnyMachineSnapshot): string[] {
  const types = getNextTransitions(snapshot)
    .map((transition) => transition.eventType)
    .filter((type) => type && !type.startsWith('xstate.'));
  return [...new Set(types)].sort();
}
