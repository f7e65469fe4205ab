import { type ComponentType, type ReactNode, useSyncExternalStore } from 'react';
import { onToastAskedFor, toastAskedFor } from '@/lib/ui/toast';
import { NewBuildNotice } from './NewBuildNotice';

// The toaster (notistack, its styles and transitions) loads with the first toast, not at start. It is
// loaded by hand rather than with React.lazy: a Suspense boundary reveals its content on a timer, and
// a toast must show as soon as its code is in, whatever the page's clock does.

let Toaster: ComponentType | null = null;
let loading = false;
const loaded = new Set<() => void>();

function loadToaster(): void {
  if (loading || Toaster) return;
  loading = true;
  import('./Toaster').then(
    (module) => {
      Toaster = module.default;
      for (const listener of loaded) listener();
    },
    (error: unknown) => {
      // Offline or a new deployment: the waiting toasts stay queued, and the next toast tries again.
      loading = false;
      console.error('The toasts could not be loaded', error);
    },
  );
}

function subscribe(listener: () => void): () => void {
  loaded.add(listener);
  const stopWatching = onToastAskedFor(loadToaster);
  if (toastAskedFor()) loadToaster();
  return () => {
    loaded.delete(listener);
    stopWatching();
  };
}

const loadedToaster = () => Toaster;
const none = () => null;

export function ToastProvider({ children }: { children: ReactNode }) {
  const LoadedToaster = useSyncExternalStore(subscribe, loadedToaster, none);
  return (
    <>
      {children}
      <NewBuildNotice />
      {LoadedToaster && <LoadedToaster />}
    </>
  );
}
