import { pageDataMachine } from '@machines/pageData';
import { fromPromise } from 'xstate';
import { appActors } from '@/app/actors/appActors';
import { fetchPagePayload } from '@/lib/http/pagePayload';

export {
  type EmbeddedPageData,
  embeddedDataFor,
  PAGE_DATA_ELEMENT_ID,
  readEmbeddedPageData,
  setEmbeddedPageData,
} from './embeddedPageData';

/**
 * The page-data flow with the real fetch, driving the loading bar. It fetches (and runs the bar)
 * only when the payload is not in hand yet: the route middleware loads it before a navigation.
 */
export const pageDataLogic = pageDataMachine.provide({
  actors: {
    fetchPayload: fromPromise<unknown, { path: string }>(({ input }) => fetchPagePayload(input.path)),
  },
  actions: {
    reportLoading: () => appActors.loadingBar.send({ type: 'loading.start' }),
    reportLoaded: () => appActors.loadingBar.send({ type: 'loading.finish' }),
    reportFailed: () => appActors.loadingBar.send({ type: 'loading.error' }),
  },
});
