import { useDeferredValue } from 'react';

/**
 * Whether a dialog renders its body (the forms). Not in the render that opens it: that one shows the
 * frame, the title and the close button at once, in the press's own frame, and the forms follow in a
 * render of their own that yields to the browser. While it closes, yes: the body stays as the dialog
 * fades out. Not while it is drawn ahead, never opened yet (LazyDialog.tsx): a form mounted hidden
 * could not take the focus its first field asks for when it appears.
 */
export function useDialogBody(open: boolean, drawnAhead = false): boolean {
  const bodyOpen = useDeferredValue(open, false);
  if (drawnAhead) return false;
  return bodyOpen || !open;
}

/**
 * The MUI Dialog props of a dialog drawn ahead (LazyDialog.tsx): kept in the page while closed,
 * and no dialog role until it is first opened (a hidden element is nothing to assistive technology
 * anyway; without the role, the page has no dialog until one opens).
 */
export function drawnAheadProps(drawnAhead: boolean) {
  return { keepMounted: drawnAhead, paperRole: drawnAhead ? undefined : ('dialog' as const) };
}
