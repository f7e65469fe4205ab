/**
 * The replay of the presses the capture recorded before the app started (src/capture/pressCapture.ts):
 * once the app marks the page hydrated (`data-hydrated` on <html>, set when its flows run and every part
 * of the page has hydrated), each
 * is delivered, in order, to the element it was made on. Part of the app's start-up, not of the inline
 * capture, which only records. Plain DOM, no imports: the press capture's browser test runs it on a page
 * of its own.
 */
export function replayCapturedPresses(win: Window): void {
  const root = win.document.documentElement;
  const replay = (queue: NonNullable<Window['capturedPresses']>) => {
    const entries = queue.splice(0);
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
    const queue = win.capturedPresses;
    if (root.dataset.hydrated !== 'true') return;
    observer.disconnect();
    if (queue) replay(queue);
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
