import { Suspense } from 'react';
import { ErrorPage } from '@/components/ErrorPage';
import { PageErrorBoundary } from './PageErrorBoundary';
import type { Resolution } from './resolveRoute';
import { pageComponent } from './routeModules';

/** Renders the resolved page, or the non-fatal error page (it clears on the next navigation). */
export function RouteView({ resolution, path }: { resolution: Resolution; path: string }) {
  if (resolution.kind === 'error') {
    return <ErrorPage status={resolution.status} message={resolution.message} />;
  }
  const Page = pageComponent(resolution.route);
  return (
    <PageErrorBoundary key={path}>
      <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
        <Page params={resolution.params} path={path} />
      </Suspense>
    </PageErrorBoundary>
  );
}
