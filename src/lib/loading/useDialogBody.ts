import { useDeferredValue, useState } from 'react';

/**
 * Whether a dialog renders its body (the forms). Not in the render that opens it: that one shows the
 * frame, the title and the close button at once, in the press's own frame, and the forms follow in a
 * render of their own that yields to the browser (but for a press a shell answered: below). While it
 * closes, yes: the body stays as the dialog fades out. Not while it is drawn ahead, never opened yet
 * (LazyDialog.tsx): a form mounted hidden could not take the focus its first field asks for when it
 * appears.
 */
export function useDialogBody(open: boolean, drawnAhead = false): boolean {
  const bodyOpen = useDeferredValue(open, false);
  // Kept while it stays open: the deferred render may come after the shell has gone.
  const [shellAnswered, setShellAnswered] = useState(false);
  const shellWaits = open && !drawnAhead && !shellAnswered && pressShellWaits();
  if (shellWaits) setShellAnswered(true);
  if (!open && shellAnswered) setShellAnswered(false);
  if (drawnAhead) return false;
  return bodyOpen || !open || shellAnswered || shellWaits;
}

/**
 * A press before hydration drew the dialog's shell (src/capture/pressCapture.ts), which answered it long
 * ago: the dialog opens with its forms at once, and its field takes what was typed into the shell's
 * (pressShellHandover.ts). Read in the render that opens the dialog, before the hand-over removes it.
 */
const pressShellWaits = () =>
  typeof document !== 'undefined' && document.querySelector('[data-press-shell][role]') !== null;

/**
 * The MUI Dialog props of a dialog drawn ahead (LazyDialog.tsx): kept in the page while closed,
 * and no dialog role until it is first opened (a hidden element is nothing to assistive technology
 * anyway; without the role, the page has no dialog until one opens).
 */
export function drawnAheadProps(drawnAhead: boolean) {
  return { keepMounted: drawnAhead, paperRole: drawnAhead ? undefined : ('dialog' as const) };
}
