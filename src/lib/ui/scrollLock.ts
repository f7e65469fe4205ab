import { useEffect } from 'react';

/**
 * The page's scroll lock while a modal dialog is open (SPEC 2), with the scrollbar's room kept, on the
 * body and on the fixed elements MUI marks (`mui-fixed`, the header), as MUI's own lock does.
 * It takes hold after the frame that shows the dialog: the page's overflow changing makes the browser
 * paint and rasterise the whole page again, which, in the press's own frame, delayed the dialog.
 * Counted: it holds while any dialog that asked for it is open.
 */

/** Elements given the scrollbar's room, with their inline padding before, to put back on unlock. */
let saved: { overflow: string; paddings: [HTMLElement, string][] } | null = null;
let holders = 0;
let scheduled = false;

function applyLock() {
  scheduled = false;
  if (holders === 0 || saved) return;
  const { body } = document;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  const padded = scrollbar > 0 ? [body, ...document.querySelectorAll<HTMLElement>('.mui-fixed')] : [];
  // Read every padding before writing any, so the page is laid out once.
  const widened = padded.map(
    (element) => Number.parseFloat(getComputedStyle(element).paddingRight) + scrollbar,
  );
  saved = {
    overflow: body.style.overflow,
    paddings: padded.map((element) => [element, element.style.paddingRight]),
  };
  padded.forEach((element, index) => {
    element.style.paddingRight = `${widened[index]}px`;
  });
  body.style.overflow = 'hidden';
}

export function lockScroll(): void {
  if (typeof document === 'undefined') return;
  holders += 1;
  if (saved || scheduled) return;
  scheduled = true;
  // The task after the next animation frame runs once that frame has been painted.
  requestAnimationFrame(() => setTimeout(applyLock));
}

export function unlockScroll(): void {
  if (typeof document === 'undefined' || holders === 0) return;
  holders -= 1;
  if (holders > 0 || !saved) return;
  document.body.style.overflow = saved.overflow;
  for (const [element, padding] of saved.paddings) element.style.paddingRight = padding;
  saved = null;
}

/** Holds the lock while `active` (a dialog whose flow does not lock the page itself). */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lockScroll();
    return unlockScroll;
  }, [active]);
}
