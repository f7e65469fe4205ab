import { breakEven, type RoiInputs, type RoiResult } from '@contract/roiFormula';
import { formatDollars, formatNumber } from '@contract/usNumbers';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { opensDialog } from '@/lib/loading/LazyDialog';

// The ROI estimate's notices, shown only for some inputs: a chunk of their own (RoiResultsPanel.tsx).

/** The figures are the last valid inputs'. */
export function StaleChip() {
  return (
    <Chip
      icon={<HistoryRounded />}
      label="Stale: last valid estimate"
      color="warning"
      variant="outlined"
      data-testid="roi-stale"
    />
  );
}

/** What to do while an input is invalid. */
export function StaleNotice() {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      Fix the highlighted input to update the estimate; until then it shows your last valid inputs.
    </Alert>
  );
}

/** A loss, said plainly, with what would turn it around. */
export function LossNotice({ inputs, result }: { inputs: RoiInputs; result: RoiResult }) {
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

/** More office users (paid seats) than any listed plan takes: Enterprise's estimate comes from sales. */
export function EnterpriseNotice({ onAskEnterprise }: { onAskEnterprise: () => void }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="roi-enterprise">
      <AlertTitle>This many office users are on Enterprise</AlertTitle>
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
