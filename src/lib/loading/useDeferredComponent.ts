import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { reportChunkLoadFailure, useAppActor } from '@/lib/state/appActors';
import type { DeferredModule } from './deferredModule';

/**
 * A component whose code is a chunk of its own (a drawer, a menu), for a part that first renders on a
 * press or once some state holds. `load(then)` fetches it if needed and calls `then` once it can
 * render, in the same task when it is already there; while `wanted` is true it is fetched without a
 * press. A failed fetch is reported like any missing chunk (a new deployment may have removed it).
 * `prepare()` (for intent: a pointer, a finger or the focus on the trigger) fetches it and renders it
 * in a transition that yields to the browser, so a part drawn ahead, hidden, is there before the
 * press; a failure there is left to the press.
 */
export function useDeferredComponent<Props>(
  module: DeferredModule<ComponentType<Props>>,
  wanted = false,
): {
  Component: ComponentType<Props> | null;
  load: (then?: () => void) => void;
  prepare: () => void;
} {
  const buildUpdate = useAppActor('buildUpdate');
  // Kept in state so the rendered component keeps its type (and its state) once chosen; none until a
  // press, intent or `wanted` asks for it, even when the chunk is already in (another trigger fetched it).
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);

  const load = (then?: () => void) => {
    const loaded = module.loaded();
    if (loaded) {
      setComponent(() => loaded);
      then?.();
      return;
    }
    module.preload().then(
      (component) => {
        setComponent(() => component);
        then?.();
      },
      () => reportChunkLoadFailure(buildUpdate),
    );
  };

  const prepare = () => {
    if (Component) return;
    module.preload().then(
      (component) => startTransition(() => setComponent(() => component)),
      () => undefined,
    );
  };

  // Fetching code, not flow: what the state asks to show arrives once its chunk is in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: load is recreated each render; `wanted` decides.
  useEffect(() => {
    if (wanted && !Component) load();
  }, [wanted, Component]);

  return { Component, load, prepare };
}

/** For a trigger's pointer, focus and touch handlers: starts fetching a chunk, ignoring a failure (the press retries). */
export const preloadOf =
  <T>(module: DeferredModule<T>) =>
  () => {
    module.preload().catch(() => undefined);
  };
