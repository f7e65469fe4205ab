import { breakEven, type RoiInputs, type RoiResult } from '@machines/roi/formula';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { opensDialog } from '@/lib/loading/LazyDialog';
import { formatDollars, formatNumber } from '@/lib/ui/format';
import { SavingsChart } from './SavingsChart';
import { oneTimeBreakdown, paybackText } from './summary';

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
    <Box sx={{ p: 2, borderRadius: 3, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
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

/** A loss, said plainly, with what would turn it around. */
function LossNotice({ inputs, result }: { inputs: RoiInputs; result: RoiResult }) {
  const needed = breakEven(inputs);
  const changes = [
    `each person spent at least ${formatNumber(Math.ceil(needed.manualHoursPerWeek * 10) / 10, 1)} hours a week on manual work (now ${formatNumber(inputs.manualHoursPerWeek, 1)})`,
    needed.automationPercent <= 100
      ? `Aden automated at least ${formatNumber(Math.ceil(needed.automationPercent))}% of it (now ${inputs.automationPercent}%)`
      : null,
    result.paybackMonth !== null && result.paybackMonth > inputs.horizonMonths
      ? `you looked further ahead: it pays back in month ${result.paybackMonth}`
      : null,
  ].filter((change): change is string => change !== null);
  return (
    <Alert severity="warning" icon={<TrendingDownRounded />} data-testid="roi-loss">
      <AlertTitle>
        A loss of {formatDollars(-result.netSaving)} over {inputs.horizonMonths} months
      </AlertTitle>
      At these inputs the plan and its one-time costs come to more than the work and tools it saves. It would
      break even if {changes.join(', or if ')}.
    </Alert>
  );
}

/** More seats than any listed plan takes: Enterprise's estimate comes from sales. */
function EnterpriseNotice({ onAskEnterprise }: { onAskEnterprise: () => void }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="roi-enterprise">
      <AlertTitle>This many seats are on Enterprise</AlertTitle>
      Enterprise is priced per contract, with its onboarding, so the estimate comes from our sales team with
      your figures. The one below is for your last figures within the plan.
      <Box sx={{ mt: 1.5 }}>
        <Button variant="outlined" size="small" onClick={onAskEnterprise} {...opensDialog('contact')}>
          Ask for an Enterprise estimate
        </Button>
      </Box>
    </Alert>
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
        {stale && (
          <Chip
            icon={<HistoryRounded />}
            label="Stale: last valid estimate"
            color="warning"
            variant="outlined"
            data-testid="roi-stale"
          />
        )}
      </Stack>
      {enterprise && <EnterpriseNotice onAskEnterprise={onAskEnterprise} />}
      {stale && !enterprise && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Fix the highlighted input to update the estimate; until then it shows your last valid inputs.
        </Alert>
      )}
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
            note={`${formatNumber(inputs.seats)} seats`}
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
        {loss && (
          <Box sx={{ mb: 3 }}>
            <LossNotice inputs={inputs} result={result} />
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
