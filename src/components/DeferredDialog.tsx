import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code loads only when it is first wanted, keeping it out of the first page load.
 * `preload` fetches its chunk ahead of time (the app does so when the browser is idle).
 */
export function deferredDialog(load: () => Promise<ComponentType>) {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  const Dialog = lazy(preload);

  function DeferredDialog({ open }: { open: boolean }) {
    // Once opened it stays mounted, so its closing animation and later openings are instant.
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog />
      </Suspense>
    );
  }

  return { DeferredDialog, preload };
}
