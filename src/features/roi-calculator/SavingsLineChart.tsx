import type { RoiResult } from '@contract/roiFormula';
import { formatDollars } from '@contract/usNumbers';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { brandColours } from '@/theme/brandColours';

const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * Cumulative savings against cumulative cost, month by month: x-charts, a chunk of its own that
 * SavingsChart loads after start (chartModule.ts). It fills the box SavingsChart sizes.
 */
export default function SavingsLineChart({ result }: { result: RoiResult }) {
  const months = result.months.map((month) => month.month);
  return (
    <LineChart
      skipAnimation
      disableKeyboardNavigation
      xAxis={[
        {
          data: months,
          scaleType: 'point',
          valueFormatter: (month: number, context) =>
            context.location === 'tick' ? String(month) : `Month ${month}`,
          tickInterval: (month: number) => month === 1 || month % 6 === 0,
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => compactDollars.format(value), width: 56 }]}
      series={[
        {
          id: 'savings',
          label: 'Cumulative savings',
          data: result.months.map((month) => Math.round(month.cumulativeSavings)),
          color: brandColours.teal,
          area: true,
          showMark: false,
          valueFormatter: (value) => formatDollars(value ?? 0),
        },
        {
          id: 'cost',
          label: 'Cumulative cost, one-time costs included',
          data: result.months.map((month) => Math.round(month.cumulativeCost)),
          color: brandColours.brand,
          showMark: false,
          valueFormatter: (value) => formatDollars(value ?? 0),
        },
      ]}
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      sx={{
        [`& .${lineClasses.area}`]: { fillOpacity: 0.14 },
        [`& .${lineClasses.line}`]: { strokeWidth: 2.5 },
      }}
    />
  );
}
