import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import type { DeferredModule } from '@/lib/deferredModule';

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
 * Its code is usually there already (fetched on intent: src/app/intentPreload.ts), and then it renders
 * in the press's own frame; otherwise it appears when its code arrives. If the code fails to load,
 * `onLoadError` hears of it, and the next opening downloads it afresh.
 */
export function DeferredDialog<Props extends object = Record<string, never>>({
  open,
  dialog,
  props,
  onLoadError,
}: {
  open: boolean;
  dialog: DeferredModule<ComponentType<Props>>;
  /** What the dialog is given, for one that is told rather than reads its state from an actor. */
  props?: Props;
  onLoadError: (error: unknown) => void;
}) {
  // Chosen once, when first wanted, so the rendered component keeps its type (and its state) after.
  const [Dialog, setDialog] = useState<ComponentType<Props> | null>(null);
  // After a failure, wait for the dialog to be closed and opened again before the next attempt.
  const [failed, setFailed] = useState(false);
  if (failed && !open) setFailed(false);
  if (open && Dialog === null && !failed)
    setDialog(() => dialog.loaded() ?? lazy(() => dialog.preload().then((loaded) => ({ default: loaded }))));
  if (Dialog === null) return null;
  return (
    <DialogLoadBoundary
      onError={(error) => {
        setFailed(true);
        setDialog(null);
        onLoadError(error);
      }}
    >
      <Suspense fallback={null}>
        <Dialog {...(props ?? ({} as Props))} />
      </Suspense>
    </DialogLoadBoundary>
  );
}
