import { RAMP_MONTHS } from '@machines/roi/formula';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { gridColumns } from '@/components/sections/balancedColumns';

const steps = [
  ['Hours saved per month', 'team size × manual hours per person per week × share automated × 52 ÷ 12 weeks'],
  ['Cost saved per year', 'hours saved per month × loaded hourly cost × 12'],
  ['Plan cost per month', 'team size × the plan’s price per user per month (billed yearly)'],
  [
    'Savings month by month',
    `automation builds up over the first ${RAMP_MONTHS} months while your team moves its work into Aden: month 1 saves 1/${RAMP_MONTHS} of the full monthly saving, month 2 saves 2/${RAMP_MONTHS}, and from month ${RAMP_MONTHS} on it saves all of it`,
  ],
  ['Net saving', 'cumulative savings − cumulative plan cost, over the time horizon'],
  ['Payback period', 'the first month in which cumulative savings reach cumulative plan cost'],
  ['ROI', 'net saving ÷ cumulative plan cost × 100'],
] as const;

/** The formula in words, the same one the calculator runs (machines/roi/formula.ts). */
export function HowWeCalculate() {
  return (
    <Box
      component="section"
      aria-labelledby="roi-how-title"
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'grey.50' }}
    >
      <Container maxWidth="lg">
        <Typography id="roi-how-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 2 }}>
          How we calculate this
        </Typography>
        <Typography color="text.secondary" sx={{ mb: { xs: 4, md: 6 }, maxWidth: 760 }}>
          The estimate counts only the time your team stops spending on manual work, at what that time costs
          you, against the price of the plan. It leaves out faster closes, fewer errors and better decisions,
          so real returns are usually higher.
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: { xs: 2.5, md: 3 },
            columnGap: { md: 6 },
            gridTemplateColumns: gridColumns(steps.length, { md: 2 }),
          }}
        >
          {steps.map(([term, definition]) => (
            <Box key={term}>
              <Typography component="dt" sx={{ fontWeight: 700 }}>
                {term}
              </Typography>
              <Typography component="dd" color="text.secondary" sx={{ m: 0 }}>
                {definition}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
