import { type AnyActorLogic, type AnyStateMachine, fromPromise } from 'xstate';
import { isMachineLogic } from '@/flow-lab/machineLogic';

/** What the fakes report to the lab: a call started, an action ran. */
export interface FakeHooks {
  called(
    actor: string,
    input: unknown,
    settle: { resolve(value: unknown): void; reject(error: unknown): void },
  ): void;
  acted(action: string, params: unknown): void;
}

/** Built-in actions (assign, raise, emit...) carry an xstate.* type; they stay as they are. */
const isBuiltInAction = (action: unknown) =>
  typeof action === 'function' && typeof (action as { type?: unknown }).type === 'string';

/**
 * The machine with every side effect in the hands of a person: each promise actor waits for an
 * answer given in the lab, each custom action is reported instead of run. Child machines get the
 * same fakes, so a dialog's inner flows (login, sign-up) are driven the same way.
 */
export function withLabFakes(machine: AnyStateMachine, hooks: FakeHooks): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.entries(machine.implementations.actors as Record<string, AnyActorLogic>).map(([name, logic]) => [
      name,
      isMachineLogic(logic)
        ? withLabFakes(logic, hooks)
        : fromPromise(
            ({ input }) =>
              new Promise((resolve, reject) => {
                hooks.called(name, input, { resolve, reject });
              }),
          ),
    ]),
  );
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, action]) => !isBuiltInAction(action))
      .map(([name]) => [name, (_: unknown, params: unknown) => hooks.acted(name, params)]),
  );
  return machine.provide({ actors, actions } as never);
}
