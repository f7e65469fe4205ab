import type { CapturedPress } from './pressCapture';

/**
 * The replay of the presses the capture recorded before the app started (src/capture/pressCapture.ts),
 * each delivered, in order, to the element it was made on. React hydrates the parts the server drew in
 * Suspense boundaries after the root commits, and may drop a press on one of them until it has
 * (src/lib/loading/HydrationBoundary.tsx). So once the app's flows run (`data-interactive` on <html>),
 * the presses outside every such part (the header, the cookie banner, a dialog) are replayed and later
 * ones go to the app straight away; the others wait until every part has hydrated (`data-hydrated`).
 * Part of the app's start-up, not of the inline capture, which only records. Plain DOM, no imports
 * but a type: the press capture's browser test runs it on a page of its own.
 */
export function replayCapturedPresses(win: Window): void {
  const root = win.document.documentElement;
  // React's server markers of a Suspense boundary: `<!--$-->` (or `$?`, `$!`) opens it, `<!--/$-->` closes it.
  const insidePart = (node: Node) => {
    for (let level: Node | null = node; level; level = level.parentNode) {
      let closed = 0;
      for (let before = level.previousSibling; before; before = before.previousSibling) {
        if (before.nodeType !== 8) continue;
        const marker = (before as Comment).data;
        if (marker === '/$') closed++;
        else if (marker.startsWith('$') && closed-- === 0) return true;
      }
    }
    return false;
  };
  const replay = (entries: CapturedPress[]) => {
    entries.forEach(({ type, target, href, key, value }, index) => {
      target.removeAttribute('data-press-received');
      // A press that navigated makes the rest belong to a page the visitor has left.
      if (href !== win.location.href || !target.isConnected) return;
      if (type === 'click') (target as HTMLElement).click();
      else if (type === 'submit') (target as HTMLFormElement).requestSubmit();
      else if (type === 'keydown') target.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true }));
      // A field's latest value is what counts: one entry per field, at its latest keystroke.
      else if (!entries.some((later, at) => at > index && later.type === type && later.target === target)) {
        const field = target as HTMLInputElement;
        // React keeps the value it last saw on the element's own setter; the prototype's setter
        // bypasses it, so the input event reads as a change and reaches the form's state.
        field.value = value ? '' : ' ';
        // A part React has not hydrated yet hydrates on a discrete event, tracking the value above;
        // pointercancel is one that means nothing to a field.
        field.dispatchEvent(new Event('pointercancel', { bubbles: true }));
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
  };
  new MutationObserver((_, observer) => {
    const queue = win.capturedPresses ?? [];
    if (root.dataset.hydrated === 'true') {
      observer.disconnect();
      replay(queue.splice(0));
    } else if (root.dataset.interactive === 'true' && !win.pressGoesThrough) {
      const goesThrough = (target: Element) => !insidePart(target);
      win.pressGoesThrough = goesThrough;
      const now = queue.filter(({ target }) => goesThrough(target));
      queue.splice(0, queue.length, ...queue.filter((entry) => !now.includes(entry)));
      replay(now);
    }
  }).observe(root, { attributes: true, attributeFilter: ['data-interactive', 'data-hydrated'] });
}
