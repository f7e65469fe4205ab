import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';

/**
 * A dialog whose code loads only when it is first wanted, keeping it out of the first page load.
 * `preload` fetches its chunk ahead of time (the app does so when a visitor comes over a button: src/app/intentPreload.ts). A failed load
 * is forgotten, so the next attempt fetches again.
 */
export function deferredDialog(load: () => Promise<ComponentType>) {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return { load: preload, preload };
}

interface BoundaryProps {
  children: ReactNode;
  onError: (error: unknown) => void;
}

/** A dialog whose code could not load shows nothing; the page around it stays. */
class DialogLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders a deferred dialog from the first time it is open; it then stays mounted (instant reopening).
 * If its code fails to load, `onLoadError` hears of it, and the next opening downloads it afresh
 * (React.lazy remembers a failure, so each attempt gets a new lazy component).
 */
export function DeferredDialog({
  open,
  load,
  onLoadError,
}: {
  open: boolean;
  load: () => Promise<{ default: ComponentType }>;
  onLoadError: (error: unknown) => void;
}) {
  const [Dialog, setDialog] = useState<LazyExoticComponent<ComponentType>>(() => lazy(load));
  const [wanted, setWanted] = useState(open);
  // After a failure, wait for the dialog to be closed and opened again before the next attempt.
  const [failed, setFailed] = useState(false);
  if (failed && !open) setFailed(false);
  if (open && !wanted && !failed) setWanted(true);
  if (!wanted) return null;
  return (
    <DialogLoadBoundary
      onError={(error) => {
        setFailed(true);
        setWanted(false);
        setDialog(() => lazy(load));
        onLoadError(error);
      }}
    >
      <Suspense fallback={null}>
        <Dialog />
      </Suspense>
    </DialogLoadBoundary>
  );
}
