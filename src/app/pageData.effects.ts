import { pageDataMachine } from '@machines/pageData';
import { fromPromise } from 'xstate';
import type { AppActors } from '@/lib/appActors';
import { fetchPagePayload } from '@/lib/pagePayload';

/**
 * The page-data flow with the real fetch, driving the loading bar. It fetches (and runs the bar)
 * only when the payload is not in hand yet: the route middleware loads it before a navigation.
 */
export const createPageDataLogic = ({ loadingBar }: Pick<AppActors, 'loadingBar'>) =>
  pageDataMachine.provide({
    actors: {
      fetchPayload: fromPromise<unknown, { path: string }>(({ input }) => fetchPagePayload(input.path)),
    },
    actions: {
      reportLoading: () => loadingBar.send({ type: 'loading.start' }),
      reportLoaded: () => loadingBar.send({ type: 'loading.finish' }),
      reportFailed: () => loadingBar.send({ type: 'loading.error' }),
    },
  });
