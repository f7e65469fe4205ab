import { pageDataMachine } from '@machines/pageData';
import { fromPromise } from 'xstate';
import { fetchPagePayload } from '@/lib/http/pagePayload';
import type { AppActors } from '@/lib/state/appActors';

/**
 * The page-data flow with the real fetch, driving the loading bar. It fetches (and runs the bar)
 * only when the payload is not in hand yet: the route middleware loads it before a navigation.
 */
export const createPageDataLogic = ({ loadingBar }: Pick<AppActors, 'loadingBar'>) =>
  pageDataMachine.provide({
    actors: {
      load: fromPromise<unknown, { key: string }>(({ input }) => fetchPagePayload(input.key)),
    },
    actions: {
      reportLoading: () => loadingBar.send({ type: 'loading.start' }),
      reportLoaded: () => loadingBar.send({ type: 'loading.finish' }),
      reportFailed: () => loadingBar.send({ type: 'loading.error' }),
    },
  });
