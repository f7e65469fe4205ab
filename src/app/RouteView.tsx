import { Suspense } from 'react';
import { PageMeta } from '../components/PageMeta';
import { ErrorPage } from './ErrorPage';
import { PageDataView } from './PageDataView';
import { PageErrorBoundary } from './PageErrorBoundary';
import type { Resolution } from './resolveRoute';
import { pageComponent } from './routeModules';

/** Renders the resolved page, or the non-fatal error page (it clears on the next navigation). */
export function RouteView({ resolution, path }: { resolution: Resolution; path: string }) {
  if (resolution.kind === 'error') {
    return <ErrorPage status={resolution.status} message={resolution.message} />;
  }
  const { route, params } = resolution;
  const Page = pageComponent(route);
  return (
    <PageErrorBoundary key={path}>
      {route.meta && <PageMeta {...route.meta} path={path} />}
      <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
        {route.data ? (
          <PageDataView Page={Page} path={path} params={params} />
        ) : (
          <Page params={params} path={path} data={undefined} />
        )}
      </Suspense>
    </PageErrorBoundary>
  );
}
