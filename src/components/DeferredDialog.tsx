import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useState,
  useSyncExternalStore,
} from 'react';
import type { DeferredModule } from '@/lib/deferredModule';

/**
 * A deferred dialog's component. `drawnAhead`: it is rendered before it was ever opened, because its
 * code is in (fetched on intent); it then renders itself closed and hidden, kept in the page (MUI's
 * `keepMounted`), with no dialog role, so that its first opening only shows what is already drawn.
 * A dialog that takes no notice of it (the schedulers', told whether they are open) stays closed.
 */
export type DeferredDialogComponent<Props extends object = object> = ComponentType<
  Props & { drawnAhead?: boolean }
>;

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

const nothingOnTheServer = () => undefined;

/**
 * Renders a deferred dialog from the first time it is open; it then stays mounted (instant reopening).
 * Its code is usually there already (fetched on intent: src/app/intentPreload.ts): the dialog is then
 * drawn ahead, closed and hidden, in a render of low priority that yields to the browser as soon as the
 * code arrives, so the press that opens it only shows it (Emotion has written its styles, its elements
 * exist). A press before the code arrives shows it when its code does. If the code fails to load,
 * `onLoadError` hears of it, and the next opening downloads it afresh.
 */
export function DeferredDialog<Props extends object = Record<string, never>>({
  open,
  dialog,
  props,
  onLoadError,
}: {
  open: boolean;
  dialog: DeferredModule<DeferredDialogComponent<Props>>;
  /** What the dialog is given, for one that is told rather than reads its state from an actor. */
  props?: Props;
  onLoadError: (error: unknown) => void;
}) {
  // Chosen once, when first wanted, so the rendered component keeps its type (and its state) after.
  const [Opened, setOpened] = useState<DeferredDialogComponent<Props> | null>(null);
  // After a failure, wait for the dialog to be closed and opened again before the next attempt.
  const [failed, setFailed] = useState(false);
  // Its code, once in; drawing it ahead waits for a render that yields (a deferred value).
  const arrived = useDeferredValue(useSyncExternalStore(dialog.subscribe, dialog.loaded, nothingOnTheServer));
  if (failed && !open) setFailed(false);
  if (open && Opened === null && !failed)
    setOpened(() => dialog.loaded() ?? lazy(() => dialog.preload().then((loaded) => ({ default: loaded }))));
  const Dialog = Opened ?? arrived;
  if (!Dialog) return null;
  return (
    <DialogLoadBoundary
      onError={(error) => {
        setFailed(true);
        setOpened(null);
        onLoadError(error);
      }}
    >
      <Suspense fallback={null}>
        <Dialog {...(props ?? ({} as Props))} drawnAhead={Opened === null} />
      </Suspense>
    </DialogLoadBoundary>
  );
}
