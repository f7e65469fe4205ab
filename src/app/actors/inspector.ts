import type { InspectionEvent, Observer } from 'xstate';

/**
 * The Stately inspector for product staff: with VITE_INSPECT=true, or `?inspect` in the URL, every
 * app-wide actor shows up in the inspector window. Events from before it connects are kept (a bounded
 * number) and replayed, so the actors' creation is visible too. The inspector's code loads only then.
 */
const MAX_BUFFERED = 2000;
const buffered: InspectionEvent[] = [];
let sink: ((event: InspectionEvent) => void) | null = null;

export const inspect: Observer<InspectionEvent> = {
  next(event) {
    if (sink) sink(event);
    else if (buffered.length < MAX_BUFFERED) buffered.push(event);
  },
};

export async function connectInspector(): Promise<void> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  sink = (event) => inspector.inspect.next?.(event);
  for (const event of buffered.splice(0)) sink(event);
}

/** Forget the buffer when nobody will look. */
export function discardInspection(): void {
  buffered.length = 0;
  sink = () => {};
}
