import { rejectMessage } from '@contract/messages';
import type { PageDataInput } from '@machines/pageData';
import Box from '@mui/material/Box';
import { settledPayload } from '@/lib/http/pagePayload';
import { usePageData } from '@/lib/http/usePageData';
import { useAppActor } from '@/lib/state/appActors';
import { ErrorView, FailedView } from './ErrorView';
import { embeddedDataFor } from './embeddedPageData';
import { createPageDataLogic } from './pageData.effects';
import type { PageComponent, RouteParams } from './routeTypes';

/** The payload of the page being prerendered, or the one start-up or the route middleware loaded for this path. */
function payloadInHand(path: string): PageDataInput {
  const embedded = embeddedDataFor(path);
  if (embedded !== undefined) return { key: path, initial: embedded };
  const settled = settledPayload(path);
  if (!settled) return { key: path };
  return 'data' in settled ? { key: path, initial: settled.data } : { key: path, missing: true };
}

/**
 * A route with a payload: runs the page-data flow for its path and renders the page once the data is
 * ready (at once on the first load, from the payload start-up read before hydrating), the 404 page when the
 * payload does not exist, or Retry when it could not be fetched.
 */
export function PageDataView({
  Page,
  path,
  params,
}: {
  Page: PageComponent;
  path: string;
  params: RouteParams;
}) {
  // Its flow reports to the loading bar.
  const loadingBar = useAppActor('loadingBar');
  const { view, retry } = usePageData<unknown>(
    () => createPageDataLogic({ loadingBar }),
    () => payloadInHand(path),
  );

  if (view.status === 'ready') return <Page params={params} path={path} data={view.data} />;
  if (view.status === 'notFound') return <ErrorView status={404} message={rejectMessage(path)} />;
  if (view.status === 'failed') {
    return <FailedView title="This page did not load" error={view.error} onRetry={retry} />;
  }
  return <Box sx={{ minHeight: '100vh' }} aria-busy="true" />;
}
