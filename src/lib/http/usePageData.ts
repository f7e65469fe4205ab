import type { PageDataInput, pageDataMachine } from '@machines/pageData';
import { useMachine } from '@xstate/react';
import { useState } from 'react';

export type PageDataView<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'notFound' }
  | { status: 'failed'; error: string };

/**
 * Runs a page's load-once flow (machines/pageData.ts), its logic made by `createLogic` (its effects
 * file's factory) on the first render, and reads it as a view plus Retry. Started in an effect by useMachine, so nothing is loaded while prerendering. The page remounts
 * on another path (RouteView keys it by path), so the first input is the input (given as a function,
 * it is read on the first render only).
 */
export function usePageData<T>(
  createLogic: () => typeof pageDataMachine,
  input: PageDataInput | (() => PageDataInput),
) {
  const [logic] = useState(createLogic);
  const [firstInput] = useState(input);
  const [snapshot, send] = useMachine(logic, { input: firstInput });
  const retry = () => send({ type: 'page.retry' });
  let view: PageDataView<T>;
  if (snapshot.matches('ready')) view = { status: 'ready', data: snapshot.context.data as T };
  else if (snapshot.matches('notFound')) view = { status: 'notFound' };
  else if (snapshot.matches('failed')) view = { status: 'failed', error: snapshot.context.error ?? '' };
  else view = { status: 'loading' };
  return { view, retry };
}
