import type { InspectionEvent, Observer } from 'xstate';

/**
 * The Stately inspector for product staff: with VITE_INSPECT=true at build time, or `?inspect` in the
 * URL of a development or lab build (never a production one), every app-wide actor shows up in the
 * inspector window, its passwords, tokens and codes redacted. Events from before it connects are kept (a bounded
 * number) and replayed, so the actors' creation is visible too. The inspector's code, and the redaction
 * (inspectorWindow.ts), load only then.
 */
const MAX_BUFFERED = 2000;
const buffered: InspectionEvent[] = [];
let sink: ((event: InspectionEvent) => void) | null = null;
/** Other observers of the app actors (the flow lab's live attach). */
const observers = new Set<(event: InspectionEvent) => void>();

export const inspect: Observer<InspectionEvent> = {
  next(event) {
    for (const observer of observers) observer(event);
    if (sink) sink(event);
    else if (buffered.length < MAX_BUFFERED) buffered.push(event);
  },
};

/** Sees every inspection event of the app actors from now on, until the returned function is called. */
export function observeInspection(observer: (event: InspectionEvent) => void): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export async function connectInspector(): Promise<void> {
  const { openInspector } = await import('./inspectorWindow');
  const inspector = openInspector();
  sink = (event) => inspector.inspect.next?.(event);
  for (const event of buffered.splice(0)) sink(event);
}

/** Forget the buffer when nobody will look. */
export function discardInspection(): void {
  buffered.length = 0;
  sink = () => {};
}

/** Where the inspector may be opened from the URL: development and lab builds, never production. */
export const inspectorFromUrl = import.meta.env.DEV || import.meta.env.VITE_FLOW_LAB === 'true';
