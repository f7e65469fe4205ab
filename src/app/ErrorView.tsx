import { lazy, Suspense } from 'react';

// The error page is shown only when a route fails, so it is not part of a first visit's scripts: it
// loads when needed. Start-up and the prerender load it before rendering a page that shows it, so
// hydration renders it at once, as the prerender did, with no boundary of its own.

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

export function ErrorView({ status, message }: { status?: number; message: string }) {
  if (loaded) return <loaded.ErrorPage status={status} message={message} />;
  return (
    <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
      <LazyErrorPage status={status} message={message} />
    </Suspense>
  );
}
