/**
 * Runs `callback` when the browser is next idle, at the latest after `timeoutMs`: never in the task of
 * the event that asked for it, so a press or a focus change paints its next frame first.
 */
export function whenIdle(callback: () => void, timeoutMs: number): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(callback, { timeout: timeoutMs });
  else window.setTimeout(callback, Math.min(50, timeoutMs));
}
