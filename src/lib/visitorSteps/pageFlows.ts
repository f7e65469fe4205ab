import type { InspectionEvent, Observer } from 'xstate';

/**
 * The inspection hook of the flows a page runs in actors of its own (the ROI calculator and its
 * estimate e-mail, an online form, the integration request), as `inspect` of their actors: the
 * collector of visitors' steps hears them beside the app-wide actors. Nobody listens until
 * statistics is allowed (visitorStepsGate.ts).
 */
const listeners = new Set<(event: InspectionEvent) => void>();

export const pageFlowInspect: Observer<InspectionEvent> = {
  next(event) {
    for (const listener of listeners) listener(event);
  },
};

/** Hears every inspection event of the page's own flows from now on, until the returned function is called. */
export function observePageFlows(listener: (event: InspectionEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
