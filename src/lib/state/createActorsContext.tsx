import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * A React context for a set of running actors, built the way @xstate/react's `createActorContext` is:
 * one Provider and the hooks that read it. The Provider takes running actors rather than logic: the
 * app's actors are created with their effects where the app is composed (src/entry/siteActors.ts) and
 * started after hydration, and code outside React (navigation, the HTTP client) reaches them too; a
 * component test gives `createActor(machine.provide({ ...fakes }))` instead.
 */
export function createActorsContext<TActors extends { [Key in keyof TActors]: AnyActorRef }>(name: string) {
  const ReactContext = createContext<TActors | null>(null);

  function Provider({ actors, children }: { actors: TActors; children: ReactNode }) {
    return <ReactContext.Provider value={actors}>{children}</ReactContext.Provider>;
  }

  function useActors(): TActors {
    const actors = useContext(ReactContext);
    if (!actors) throw new Error(`use${name}: render inside <${name}Provider>`);
    return actors;
  }

  /** What `selector` reads from one actor's snapshot; re-renders only when it changes. */
  function useActorSelector<TKey extends keyof TActors, T>(
    key: TKey,
    selector: (snapshot: SnapshotFrom<TActors[TKey]>) => T,
    compare?: (a: T, b: T) => boolean,
  ): T {
    const actor: Pick<AnyActorRef, 'subscribe' | 'getSnapshot'> = useActors()[key];
    return useSelector(actor, selector as (snapshot: unknown) => T, compare);
  }

  return { Provider, useActors, useSelector: useActorSelector };
}
