import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';

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
  return { dialog: lazy(preload), preload };
}

/** Renders a deferred dialog from the first time it is open; it then stays mounted (instant reopening). */
export function DeferredDialog({
  open,
  dialog: Dialog,
}: {
  open: boolean;
  dialog: LazyExoticComponent<ComponentType>;
}) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
}
