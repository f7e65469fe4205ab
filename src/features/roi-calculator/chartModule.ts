import type { RoiResult } from '@contract/roiFormula';
import type { ComponentType } from 'react';
import { deferredModule } from '@/lib/loading/deferredModule';

// The chart (x-charts, most of the page's JavaScript) is a chunk of its own, loaded after the page is
// interactive, so evaluating it is not part of the page's start. SavingsChart renders it by hand (as
// the toaster), not with React.lazy: the prerender would wait for it, and a Suspense boundary reveals
// on a timer.

export type SavingsLineChartComponent = ComponentType<{ result: RoiResult }>;

const chart = deferredModule(() => import('./SavingsLineChart'));
const listeners = new Set<() => void>();

/**
 * Loads the chart (once); everyone showing it re-renders when it is in. A failed load (offline, or a
 * new deployment removed the chunk) rejects and is forgotten: the figures and the caption stay.
 */
export function loadSavingsChart(): Promise<void> {
  return chart.preload().then(() => {
    for (const listener of listeners) listener();
  });
}

export function onSavingsChartLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const loadedSavingsChart = (): SavingsLineChartComponent | null => chart.loaded()?.default ?? null;
