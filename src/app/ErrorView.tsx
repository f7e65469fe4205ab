import { type ComponentProps, lazy } from 'react';
import type { ResourceFailed } from '@/components/ResourceFailed';
import { HydrationBoundary } from '@/lib/loading/HydrationBoundary';

// The error page is shown only when a route fails, so it is not part of a first visit's scripts: it
// loads when needed. Start-up and the prerender load it before rendering a page that shows it, so
// hydration renders it at once, as the prerender did, with no boundary of its own. Its chunk also
// holds the Retry view of a page whose data could not be fetched.

type ErrorPageModule = typeof import('@/components/ErrorPage');
let loaded: ErrorPageModule | undefined;
let loading: Promise<ErrorPageModule> | undefined;

export function loadErrorPage(): Promise<ErrorPageModule> {
  loading ??= import('@/components/ErrorPage').then((errorPage) => {
    loaded = errorPage;
    return errorPage;
  });
  return loading;
}

const LazyErrorPage = lazy(async () => ({ default: (await loadErrorPage()).ErrorPage }));
const LazyResourceFailed = lazy(async () => ({ default: (await loadErrorPage()).ResourceFailed }));
const busyPage = <div style={{ minHeight: '100vh' }} />;

export function ErrorView({ status, message }: { status?: number; message: string }) {
  if (loaded) return <loaded.ErrorPage status={status} message={message} />;
  return (
    <HydrationBoundary fallback={busyPage}>
      <LazyErrorPage status={status} message={message} />
    </HydrationBoundary>
  );
}

/** A page's data could not be fetched: say so and offer Retry. */
export function FailedView(props: ComponentProps<typeof ResourceFailed>) {
  if (loaded) return <loaded.ResourceFailed {...props} />;
  return (
    <HydrationBoundary fallback={busyPage}>
      <LazyResourceFailed {...props} />
    </HydrationBoundary>
  );
}
