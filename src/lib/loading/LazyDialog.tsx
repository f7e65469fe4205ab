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
import { reportChunkLoadFailure, useAppActor } from '@/lib/state/appActors';
import { reopenAfterReload } from '@/lib/state/reopenedDialogs';
import { toast } from '@/lib/ui/toast';
import { type DeferredModule, deferredModule } from './deferredModule';

/**
 * The site's dialogs whose code loads when wanted, by name: filled in by the registry of the app-wide
 * flows (src/app/appFlows.ts, a row's `dialog`), as `AppActors` is.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the registry merges its dialogs' names in.
export interface LazyDialogNames {}
export type LazyDialogName = keyof LazyDialogNames & string;

/** The attribute that names the dialog a control opens (read by intentPreload.ts). */
export const OPENS_ATTRIBUTE = 'data-opens';

/**
 * Spread on a control that opens one of the lazy dialogs: intent on it (a pointer over it, a finger on
 * it, the keyboard's focus) fetches that dialog's code and draws it ahead, so the press only shows it.
 * Only that dialog's: drawing every dialog ahead at the first intent took longer, on a slowed-down
 * phone, than a person takes to press.
 */
export const opensDialog = (dialog: LazyDialogName) => ({ [OPENS_ATTRIBUTE]: dialog });

/**
 * What a lazy dialog's component is given. `drawnAhead`: it is rendered before it was ever opened,
 * because its code is in (fetched on intent); it then renders itself closed and hidden, kept in the
 * page (MUI's `keepMounted`), with no dialog role, so that its first opening only shows what is already
 * drawn. A dialog that takes no notice of it (the schedulers', told whether they are open) stays closed.
 */
export interface LazyDialogProps {
  open: boolean;
  onClose: () => void;
  drawnAhead?: boolean;
}

export type LazyDialogComponent = ComponentType<LazyDialogProps>;

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
 * Renders a lazy dialog from the first time it is open; it then stays mounted (instant reopening).
 * Its code is usually there already (fetched on intent: intentPreload.ts): the dialog is then
 * drawn ahead, closed and hidden, in a render of low priority that yields to the browser as soon as the
 * code arrives, so the press that opens it only shows it (Emotion has written its styles, its elements
 * exist). A press before the code arrives shows it when its code does. If the code fails to load,
 * `onLoadError` hears of it, and the next opening downloads it afresh.
 */
export function LazyDialog({
  open,
  onClose,
  dialog,
  onLoadError,
}: {
  open: boolean;
  onClose: () => void;
  dialog: DeferredModule<LazyDialogComponent>;
  onLoadError: (error: unknown) => void;
}) {
  // Chosen once, when first wanted, so the rendered component keeps its type (and its state) after.
  const [Opened, setOpened] = useState<LazyDialogComponent | null>(null);
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
        <Dialog open={open} onClose={onClose} drawnAhead={Opened === null} />
      </Suspense>
    </DialogLoadBoundary>
  );
}

const preloads = new Map<LazyDialogName, () => Promise<unknown>>();

/** Starts fetching a declared dialog's code and what it needs (intent on a control that opens it). */
export function preloadDialog(name: LazyDialogName): Promise<unknown> {
  return preloads.get(name)?.() ?? Promise.resolve();
}

export const isLazyDialogName = (name: string | null): name is LazyDialogName =>
  name !== null && preloads.has(name as LazyDialogName);

/**
 * Declares a dialog whose code is a chunk of its own: `load` imports its component, `alsoLoad` what it
 * needs beside it (the sign-in flows' code). The returned component is where the dialog lives in the
 * layout, open while `open` says so. If its code does not arrive (offline, or a new deployment removed
 * it), the dialog is closed, `failureMessage` is shown and the build is checked (SPEC 8); one that
 * is given `reopenFields` opens again if the check reloads the page.
 */
export function lazyDialog(
  name: LazyDialogName,
  load: () => Promise<LazyDialogComponent>,
  {
    failureMessage,
    alsoLoad,
  }: {
    failureMessage: string;
    alsoLoad?: () => Promise<unknown>;
  },
) {
  const dialog = deferredModule(load);
  preloads.set(name, () => Promise.all([dialog.preload(), alsoLoad?.()]));
  return function LazyDialogSlot({
    open,
    onClose,
    reopenFields,
  }: {
    open: boolean;
    onClose: () => void;
    /** A deployment reload opens it again, with these values of its opening (src/lib/state/reopenedDialogs.ts). */
    reopenFields?: () => Record<string, string>;
  }) {
    const buildUpdate = useAppActor('buildUpdate');
    return (
      <LazyDialog
        open={open}
        onClose={onClose}
        dialog={dialog}
        onLoadError={() => {
          if (reopenFields) reopenAfterReload(name, reopenFields());
          onClose();
          toast(failureMessage, 'error');
          reportChunkLoadFailure(buildUpdate);
        }}
      />
    );
  };
}
