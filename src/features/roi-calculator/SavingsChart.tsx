import type { RoiResult } from '@contract/roiFormula';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type RefObject, useEffect, useRef, useSyncExternalStore } from 'react';
import { afterInteractive } from '@/lib/loading/afterInteractive';
import { whenIdle } from '@/lib/loading/whenIdle';
import { reportChunkLoadFailure, useAppActor } from '@/lib/state/appActors';
import { loadedSavingsChart, loadSavingsChart, onSavingsChartLoaded } from './chartModule';
import { StaticSavingsChart } from './StaticSavingsChart';
import { chartSummary } from './summary';

/** How far below (or above) the screen the chart starts loading, as a share of the screen's height. */
const NEAR_VIEW_MARGIN = '50% 0px';

/**
 * Loads the chart once the page is interactive and the chart's box comes near the screen: on a phone
 * it is below the inputs, and a visit that never scrolls there never pays for it.
 */
function useLoadWhenNearView(box: RefObject<HTMLElement | null>, enabled: boolean) {
  const buildUpdate = useAppActor('buildUpdate');
  useEffect(() => {
    const element = box.current;
    if (!enabled || !element) return;
    // A missing chunk is reported like any other (a new deployment may have removed it).
    const load = () => loadSavingsChart().catch(() => reportChunkLoadFailure(buildUpdate));
    let stopObserving = () => {};
    const stopWaiting = afterInteractive(() => {
      if (typeof IntersectionObserver === 'undefined') {
        load();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          whenIdle(load, 1000);
        },
        { rootMargin: NEAR_VIEW_MARGIN },
      );
      observer.observe(element);
      stopObserving = () => observer.disconnect();
    });
    return () => {
      stopWaiting();
      stopObserving();
    };
  }, [box, enabled, buildUpdate]);
}

const notLoaded = () => null;

/**
 * Cumulative savings against cumulative cost, month by month; the caption says the same in words. The
 * prerendered page and the hydration draw the lines as plain SVG in the chart's box (StaticSavingsChart),
 * redrawn as the inputs change, until the interactive chart's chunk is in; the box keeps its size, so
 * the swap shifts nothing.
 */
export function SavingsChart({ result }: { result: RoiResult }) {
  const Chart = useSyncExternalStore(onSavingsChartLoaded, loadedSavingsChart, notLoaded);
  const box = useRef<HTMLDivElement>(null);
  useLoadWhenNearView(box, Chart === null);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box ref={box} aria-hidden sx={{ height: { xs: 260, md: 320 }, breakInside: 'avoid' }}>
        {Chart ? <Chart result={result} /> : <StaticSavingsChart result={result} />}
      </Box>
      <Typography
        component="figcaption"
        variant="body2"
        color="text.secondary"
        data-testid="chart-summary"
        sx={{ mt: 1 }}
      >
        {chartSummary(result)}
      </Typography>
    </Box>
  );
}
