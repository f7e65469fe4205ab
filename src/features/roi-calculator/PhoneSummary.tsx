import type { RoiInputs, RoiResult } from '@contract/roiFormula';
import { formatDollars, formatNumber } from '@contract/usNumbers';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brandColours, withOpacity } from '@/theme/brandColours';

/**
 * On a phone the results sit below the inputs: this bar keeps the bottom line in sight while the
 * inputs are being edited (it stays at the foot of the screen, then rests under the inputs). The full
 * results below say the same to screen readers.
 */
export function PhoneSummary({
  inputs,
  result,
  stale,
}: {
  inputs: RoiInputs;
  result: RoiResult;
  stale: boolean;
}) {
  const loss = result.netSaving < 0;
  return (
    <Box
      aria-hidden
      className="roi-no-print"
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'sticky',
        bottom: 8,
        zIndex: 2,
        mt: 1.5,
        px: 2,
        py: 1.25,
        gap: 2,
        justifyContent: 'space-between',
        alignItems: 'center',
        borderRadius: 3,
        bgcolor: stale ? 'grey.700' : 'primary.dark',
        color: 'common.white',
        boxShadow: `0 8px 24px ${withOpacity(brandColours.ink, 0.25)}`,
      }}
    >
      <Box>
        <Typography variant="caption" sx={{ display: 'block', opacity: 0.85 }}>
          {loss ? 'Net loss' : 'Net saving'} over {inputs.horizonMonths} months{stale ? ' (stale)' : ''}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
          {formatDollars(Math.abs(result.netSaving))}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="caption" sx={{ display: 'block', opacity: 0.85 }}>
          ROI
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
          {formatNumber(result.roiPercent)}%
        </Typography>
      </Box>
    </Box>
  );
}
