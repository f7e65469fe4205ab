import { type CSSProperties, cloneElement, type ReactElement, useEffect, useRef, useState } from 'react';

/** MUI's fade timings and curve (its `Fade`), so a dialog moves as every other MUI surface does. */
const ENTER_MS = 225;
const EXIT_MS = 195;
const EASING = 'cubic-bezier(0.4, 0, 0.2, 1)';

type Timeout = number | { enter?: number; exit?: number; appear?: number };

interface DialogFadeProps {
  in?: boolean;
  timeout?: Timeout | 'auto';
  onEnter?: () => void;
  onEntered?: () => void;
  onExit?: () => void;
  onExited?: () => void;
  style?: CSSProperties;
  children: ReactElement<{ style?: CSSProperties }>;
  /** MUI's transition props this fade has no use for, kept off the element. */
  appear?: boolean;
  easing?: unknown;
  addEndListener?: unknown;
  /** MUI's styling state of the slot's owner: not the element's (its own styled root has its own). */
  ownerState?: unknown;
  [prop: string]: unknown;
}

const durationOf = (timeout: DialogFadeProps['timeout'], phase: 'enter' | 'exit', fallback: number) =>
  typeof timeout === 'number'
    ? timeout
    : typeof timeout === 'object'
      ? (timeout[phase] ?? fallback)
      : fallback;

/**
 * The fade of a dialog drawn ahead (src/lib/loading/LazyDialog.tsx), given to MUI's Dialog and its
 * backdrop as their transition slot. MUI's Fade forces a layout when it enters (so that a freshly
 * inserted element starts from transparent) and renders the dialog again at each step of its
 * transition, all inside the press that opens it. A dialog drawn ahead is already in the page,
 * transparent and hidden, so here the opacity changes and the browser's CSS transition fades it; the
 * modal hears of the steps (`onEnter`, `onExited`) as MUI's transitions tell it, on their timings. A
 * dialog rendered first when it opens (its code came with the press) shows at once, without fading in.
 */
export function DialogFade({
  in: shown = false,
  timeout,
  onEnter,
  onEntered,
  onExit,
  onExited,
  style,
  children,
  appear: _appear,
  easing: _easing,
  addEndListener: _addEndListener,
  ownerState: _ownerState,
  ...rest
}: DialogFadeProps) {
  // Hidden once it has faded out (and from the start when it starts closed), as MUI's Fade does.
  const [faded, setFaded] = useState(!shown);
  const callbacks = useRef({ onEnter, onEntered, onExit, onExited });
  callbacks.current = { onEnter, onEntered, onExit, onExited };
  const enterMs = durationOf(timeout, 'enter', ENTER_MS);
  const exitMs = durationOf(timeout, 'exit', EXIT_MS);
  const everShown = useRef(false);

  useEffect(() => {
    const { current } = callbacks;
    if (shown) {
      everShown.current = true;
      current.onEnter?.();
      const entered = setTimeout(() => callbacks.current.onEntered?.(), enterMs);
      return () => clearTimeout(entered);
    }
    // Mounted closed (drawn ahead): nothing has entered, so nothing exits.
    if (!everShown.current) return;
    setFaded(false);
    current.onExit?.();
    const exited = setTimeout(() => {
      setFaded(true);
      callbacks.current.onExited?.();
    }, exitMs);
    return () => clearTimeout(exited);
  }, [shown, enterMs, exitMs]);

  return cloneElement(children, {
    ...rest,
    style: {
      opacity: shown ? 1 : 0,
      visibility: !shown && faded ? 'hidden' : undefined,
      transition: `opacity ${shown ? enterMs : exitMs}ms ${EASING}`,
      ...style,
      ...children.props.style,
    },
  });
}

/** A Dialog's `slots` and its backdrop's `slotProps` that fade both with `DialogFade`. */
export const DIALOG_FADE_SLOTS = { transition: DialogFade };
export const BACKDROP_FADE_SLOT_PROPS = { slots: { transition: DialogFade } };
