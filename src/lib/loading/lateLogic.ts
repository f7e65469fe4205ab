import type { AnyActorLogic } from 'xstate';

/**
 * Actor logic whose code arrives after the machine that invokes it was created: a stand-in that a
 * machine can name among its actors at start and that forwards everything to the real logic, which
 * `resolve` returns once its chunk is in. The machine must not invoke it before then (it waits in a
 * state of its own, guarded by whether the code is in); a use before is a bug, and says so.
 */
export function lateLogic<TLogic extends AnyActorLogic>(
  name: string,
  resolve: () => TLogic | undefined,
): TLogic {
  const real = () => {
    const logic = resolve();
    if (!logic) throw new Error(`The ${name} logic was used before its code arrived`);
    return logic;
  };
  return new Proxy({} as TLogic, {
    get(_, key) {
      const logic = real();
      const value: unknown = Reflect.get(logic, key, logic);
      return typeof value === 'function' ? value.bind(logic) : value;
    },
    has: (_, key) => key in real(),
  });
}
