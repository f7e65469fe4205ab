import type { pageResourceMachine } from '@machines/pageResource';
import { useMachine } from '@xstate/react';
import { useState } from 'react';

export type ResourceView<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'notFound' }
  | { status: 'failed'; error: string };

/**
 * Runs a page's "load one thing" machine, given its effects in the feature's `*.effects.ts`, for the
 * id of its path (started in an effect by useMachine, so nothing is fetched while prerendering) and
 * reads it as a view plus Retry.
 */
export function useResource<T>(logic: typeof pageResourceMachine, id: string) {
  // The page remounts on another path (RouteView keys it by path), so the first id is the id.
  const [input] = useState(() => ({ id }));
  const [snapshot, send] = useMachine(logic, { input });
  const retry = () => send({ type: 'resource.retry' });
  let view: ResourceView<T>;
  if (snapshot.matches('ready')) view = { status: 'ready', data: snapshot.context.data as T };
  else if (snapshot.matches('notFound')) view = { status: 'notFound' };
  else if (snapshot.matches('failed')) view = { status: 'failed', error: snapshot.context.error ?? '' };
  else view = { status: 'loading' };
  return { view, retry };
}
