import type { RoiInputs, RoiResult } from '@contract/roiFormula';
import { formatDollars, formatNumber } from '@contract/usNumbers';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { panelSurface } from '@/components/surfaces';
import { freeSeatUnit } from '@/content/facts/seats';
import { deferredModule } from '@/lib/loading/deferredModule';
import { useDeferredComponent } from '@/lib/loading/useDeferredComponent';
import { SavingsChart } from './SavingsChart';
import { oneTimeBreakdown, paybackText } from './summary';

// The notices show only for some inputs (an invalid one, more seats than a plan takes, a loss): their
// code, with MUI's Alert and Chip, loads when the inputs first call for one, not with the page.
const notices = () => import('./RoiNotices');
const staleChip = deferredModule(() => notices().then((module) => module.StaleChip));
const staleNotice = deferredModule(() => notices().then((module) => module.StaleNotice));
const enterpriseNotice = deferredModule(() => notices().then((module) => module.EnterpriseNotice));
const lossNotice = deferredModule(() => notices().then((module) => module.LossNotice));

function Figure({
  label,
  value,
  note,
  tone,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  tone?: 'loss' | 'gain';
  testId: string;
}) {
  return (
    <Box sx={{ p: 2, ...panelSurface }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          mt: 0.5,
          fontSize: { xs: '1.5rem', lg: '1.5rem' },
          fontWeight: 700,
          letterSpacing: '-0.01em',
          color: tone === 'loss' ? 'error.main' : tone === 'gain' ? 'success.main' : 'text.primary',
        }}
      >
        <span data-testid={testId}>{value}</span>
        {note && (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block', fontWeight: 400 }}
          >
            {note}
          </Typography>
        )}
      </Typography>
    </Box>
  );
}

export interface RoiResultsPanelProps {
  inputs: RoiInputs;
  result: RoiResult;
  /** The inputs on screen are invalid: this is the last valid estimate. */
  stale: boolean;
  /** The seats on screen are past every listed plan: the Enterprise path shows. */
  enterprise: boolean;
  onAskEnterprise: () => void;
}

/** The estimate: eight figures, the loss notice when there is one, and the chart. */
export function RoiResultsPanel({
  inputs,
  result,
  stale,
  enterprise,
  onAskEnterprise,
}: RoiResultsPanelProps) {
  const loss = result.netSaving < 0;
  const StaleChip = useDeferredComponent(staleChip, stale).Component;
  const Stale = useDeferredComponent(staleNotice, stale && !enterprise).Component;
  const Enterprise = useDeferredComponent(enterpriseNotice, enterprise).Component;
  const Loss = useDeferredComponent(lossNotice, loss).Component;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="roi-results-title"
      aria-live="polite"
      sx={{ p: { xs: 2.5, md: 3.5 }, position: 'relative' }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography id="roi-results-title" variant="h5" component="h2">
          Your estimate
        </Typography>
        {stale && StaleChip && <StaleChip />}
      </Stack>
      {enterprise && Enterprise && <Enterprise onAskEnterprise={onAskEnterprise} />}
      {stale && !enterprise && Stale && <Stale />}
      {/* Stale figures turn grey and the chart loses its colours; the text keeps its contrast. */}
      <Box
        data-stale={stale || undefined}
        sx={
          stale
            ? { '& dd': { color: 'text.secondary' }, '& figure svg': { filter: 'grayscale(1)' } }
            : undefined
        }
      >
        <Box
          component="dl"
          sx={{
            m: 0,
            mb: 3,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          }}
        >
          <Figure
            label="Hours saved per month"
            value={formatNumber(result.hoursSavedPerMonth)}
            testId="roi-hours"
          />
          <Figure
            label="Time and tools saved per year"
            value={formatDollars(result.costSavedPerYear)}
            testId="roi-saved"
          />
          <Figure
            label="One-time costs"
            value={formatDollars(result.oneTimeCost)}
            note={oneTimeBreakdown(inputs.oneTimeCosts)}
            testId="roi-onetime"
          />
          <Figure
            label="Plan cost per month"
            value={formatDollars(result.planCostPerMonth)}
            note={`${formatNumber(inputs.officeUsers)} paid seats; ${formatNumber(inputs.fieldUsers)} ${freeSeatUnit}s free`}
            testId="roi-cost"
          />
          <Figure
            label={`${loss ? 'Net loss' : 'Net saving'} over ${inputs.horizonMonths} months`}
            value={formatDollars(Math.abs(result.netSaving))}
            tone={loss ? 'loss' : 'gain'}
            testId="roi-net"
          />
          <Figure
            label="Payback period"
            {...paybackText(result, inputs.horizonMonths)}
            testId="roi-payback"
          />
          <Figure
            label="Return on investment"
            value={`${formatNumber(result.roiPercent)}%`}
            tone={loss ? 'loss' : 'gain'}
            testId="roi-percent"
          />
          <Figure
            label={`Cost over ${inputs.horizonMonths} months`}
            value={formatDollars(result.oneTimeCost + result.planCostPerMonth * inputs.horizonMonths)}
            note="Plan and one-time costs"
            testId="roi-total"
          />
        </Box>
        {loss && Loss && (
          <Box sx={{ mb: 3 }}>
            <Loss inputs={inputs} result={result} />
          </Box>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Cumulative savings and cost, month by month
        </Typography>
        <SavingsChart result={result} />
      </Box>
    </Paper>
  );
}
