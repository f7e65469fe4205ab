import { useDeferredValue } from 'react';

/**
 * Whether a dialog renders its body (the forms). Not in the render that opens it: that one shows the
 * frame, the title and the close button at once, in the press's own frame, and the forms follow in a
 * render of their own that yields to the browser. While it closes, yes: the body stays as the dialog
 * fades out.
 */
export function useDialogBody(open: boolean): boolean {
  const bodyOpen = useDeferredValue(open, false);
  return bodyOpen || !open;
}
