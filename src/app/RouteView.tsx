import { PageMeta } from '@/components/PageMeta';
import { HydrationBoundary } from '@/lib/loading/HydrationBoundary';
import { ErrorView } from './ErrorView';
import { PageDataView } from './PageDataView';
import { PageErrorBoundary } from './PageErrorBoundary';
import type { Resolution } from './resolveRoute';
import { isRouteLoaded, pageComponent } from './routeModules';

/** Renders the resolved page, or the non-fatal error page (it clears on the next navigation). */
export function RouteView({ resolution, path }: { resolution: Resolution; path: string }) {
  if (resolution.kind === 'error') {
    return <ErrorView status={resolution.status} message={resolution.message} />;
  }
  const { route, params } = resolution;
  const Page = pageComponent(route);
  const page = route.data ? (
    <PageDataView Page={Page} path={path} params={params} />
  ) : (
    <Page params={params} path={path} data={undefined} />
  );
  return (
    <PageErrorBoundary key={path}>
      {route.meta && <PageMeta {...route.meta} path={path} />}
      {/* A loaded page renders straight away, with no fallback of its own (Layout's boundary around the
          page area is for hydration; the prerender keeps boundaries in place: entryServer.tsx). */}
      {isRouteLoaded(route) ? (
        page
      ) : (
        <HydrationBoundary fallback={<div style={{ minHeight: '100vh' }} />}>{page}</HydrationBoundary>
      )}
    </PageErrorBoundary>
  );
}
