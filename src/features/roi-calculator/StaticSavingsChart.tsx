import type { RoiResult } from '@contract/roiFormula';
import { brandColours } from '@/theme/brandColours';
import { chartSummary } from './summary';

/** The drawing's own units; the SVG stretches to the chart's box, the strokes keep their width. */
const WIDTH = 600;
const HEIGHT = 300;
const PAD = 16;

const SAVINGS_COLOR = brandColours.teal;
const COST_COLOR = brandColours.brand;

/** x, y pairs for one series, scaled to the drawing. */
function points(values: number[], top: number): string[] {
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  return values.map((value, index) => {
    const x = PAD + index * step;
    const y = HEIGHT - PAD - (Math.max(value, 0) / top) * (HEIGHT - 2 * PAD);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
}

/**
 * The savings chart drawn as plain SVG from the result, no chart library: what the prerendered page
 * shows and what stays until the interactive chart's chunk is in. It follows the result, so an input
 * changed before that chunk arrives redraws it too.
 */
export function StaticSavingsChart({ result }: { result: RoiResult }) {
  const savings = result.months.map((month) => month.cumulativeSavings);
  const cost = result.months.map((month) => month.cumulativeCost);
  const top = Math.max(1, ...savings, ...cost);
  const savingsLine = points(savings, top);
  const costLine = points(cost, top);
  const baseline = HEIGHT - PAD;
  const area = savingsLine.length
    ? `M${savingsLine[0]?.split(',')[0]},${baseline} L${savingsLine.join(' L')} L${savingsLine.at(-1)?.split(',')[0]},${baseline} Z`
    : '';
  return (
    <svg
      data-testid="static-savings-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      width="100%"
      height="100%"
      style={{ display: 'block' }}
    >
      <title>{chartSummary(result)}</title>
      <line
        x1={PAD}
        x2={WIDTH - PAD}
        y1={baseline}
        y2={baseline}
        stroke={brandColours.axis}
        vectorEffect="non-scaling-stroke"
      />
      <path d={area} fill={SAVINGS_COLOR} fillOpacity={0.14} />
      <polyline
        data-series="savings"
        points={savingsLine.join(' ')}
        fill="none"
        stroke={SAVINGS_COLOR}
        strokeWidth={2.5}
        vectorEffect="non-scaling-stroke"
      />
      <polyline
        data-series="cost"
        points={costLine.join(' ')}
        fill="none"
        stroke={COST_COLOR}
        strokeWidth={2.5}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
