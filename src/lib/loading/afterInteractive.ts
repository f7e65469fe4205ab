/**
 * Runs `callback` once the app has started: hydrated, its actors running, the `aden:interactive` mark
 * made. The app shows it with `data-interactive` on <html> (a test's fake clock replaces `performance`,
 * not the DOM), so this watches that attribute. Returns a function that stops waiting.
 */
export function afterInteractive(callback: () => void): () => void {
  const root = document.documentElement;
  const started = () => root.dataset.interactive === 'true';
  if (started()) {
    callback();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!started()) return;
    observer.disconnect();
    callback();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-interactive'] });
  return () => observer.disconnect();
}
