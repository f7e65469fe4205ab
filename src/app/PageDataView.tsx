import type { PageDataInput } from '@machines/pageData';
import Box from '@mui/material/Box';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { ErrorPage } from '@/components/ErrorPage';
import { ResourceFailed } from '@/components/ResourceFailed';
import { settledPayload } from '@/lib/pagePayload';
import { embeddedDataFor } from './embeddedPageData';
import { rejectedMessage } from './resolveRoute';
import type { PageComponent, RouteParams } from './routeTypes';
import { pageDataLogic } from './siteActors';

/** The payload embedded in the first HTML, or the one the route middleware loaded for this navigation. */
function payloadInHand(path: string): PageDataInput {
  const embedded = embeddedDataFor(path);
  if (embedded !== undefined) return { path, initial: embedded };
  const settled = settledPayload(path);
  if (!settled) return { path };
  return 'data' in settled ? { path, initial: settled.data } : { path, missing: true };
}

/**
 * A route with a payload: runs the page-data flow for its path and renders the page once the data is
 * ready (at once on the first load, from the data embedded in the HTML), the 404 page when the
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
  // The view remounts on another path (RouteView keys it by path), so the first input is the input.
  const [input] = useState(() => payloadInHand(path));
  const [snapshot, send] = useMachine(pageDataLogic, { input });

  if (snapshot.matches('ready')) return <Page params={params} path={path} data={snapshot.context.data} />;
  if (snapshot.matches('notFound')) return <ErrorPage status={404} message={rejectedMessage(path)} />;
  if (snapshot.matches('failed')) {
    return (
      <ResourceFailed
        title="This page did not load"
        error={snapshot.context.error ?? ''}
        onRetry={() => send({ type: 'page.retry' })}
      />
    );
  }
  return <Box sx={{ minHeight: '100vh' }} aria-busy="true" />;
}
