import { type Actor, type ActorOptions, type AnyActorLogic, createActor } from 'xstate';
import { type SavedState, takeSavedState } from './reloadState';

// App actors created from the snapshots the previous page saved before a deployment reload (SPEC 8),
// so an open dialog comes back with what the visitor typed. Read once per page load.

let saved: SavedState | null | undefined;

/** The state saved for this page's path by the page before the reload, if any. */
export function savedStateForThisPage(): SavedState | null {
  if (saved === undefined) {
    saved = typeof window === 'undefined' ? null : takeSavedState(window.location.pathname);
  }
  return saved;
}

/**
 * createActor, starting from the saved snapshot of `id` when there is one. A snapshot the machine
 * cannot take (a new build changed the flow) is dropped: the actor starts afresh instead.
 */
export function createRestorableActor<TLogic extends AnyActorLogic>(
  id: string,
  logic: TLogic,
  options: ActorOptions<TLogic>,
): Actor<TLogic> {
  const snapshot = savedStateForThisPage()?.actors[id];
  if (snapshot !== undefined) {
    try {
      return createActor(logic, { ...options, snapshot: snapshot as ActorOptions<TLogic>['snapshot'] });
    } catch (error) {
      console.error(`Could not restore the ${id} state after the reload; starting afresh`, error);
    }
  }
  return createActor(logic, options);
}
