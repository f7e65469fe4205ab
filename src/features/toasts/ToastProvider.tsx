import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { onToastAskedFor, toastAskedFor } from '@/lib/toast';

// The toaster (notistack, its styles and transitions) loads with the first toast, not at start.
const Toaster = lazy(() => import('./Toaster'));

const never = () => false;

export function ToastProvider({ children }: { children: ReactNode }) {
  const needed = useSyncExternalStore(onToastAskedFor, toastAskedFor, never);
  return (
    <>
      {children}
      {needed && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
