import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { BillingCycle } from '@/content/billingTerms';
import { pillToggle } from './pillToggle';

/** Monthly or yearly billing, a two-way pill; yearly says how much it saves. */
export function BillingToggle({
  billing,
  onChange,
  bestSavingPercent,
}: {
  billing: BillingCycle;
  onChange: (billing: BillingCycle) => void;
  bestSavingPercent: number;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      value={billing}
      onChange={(_, value: BillingCycle | null) => value && onChange(value)}
      aria-label="Billing period"
      sx={pillToggle({ px: { xs: 2, sm: 2.5 }, py: 1, textTransform: 'none' })}
    >
      <ToggleButton value="monthly">Monthly</ToggleButton>
      <ToggleButton value="yearly">
        Yearly
        <Box
          component="span"
          sx={{
            ml: 1,
            px: 1,
            py: 0.25,
            borderRadius: 999,
            fontSize: '0.75rem',
            fontWeight: 700,
            bgcolor: 'success.main',
            color: 'success.contrastText',
          }}
        >
          Save up to {bestSavingPercent}%
        </Box>
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
