import { RAMP_MONTHS } from '@contract/roiFormula';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { gridColumns } from '@/components/sections/balancedColumns';
import { freeSeatUnit, paidSeatUnit } from '@/content/facts/seats';

const steps = [
  [
    'Hours saved per month',
    'people whose time Aden saves × manual hours a week each × share automated × 52 weeks ÷ 12 months',
  ],
  [
    'Time and tools saved per year',
    '(hours saved per month × loaded hourly cost + what the tools Aden replaces cost a month) × 12 months',
  ],
  [
    'Plan cost per month',
    `${paidSeatUnit}s × the plan’s price per seat a month (billed yearly); ${freeSeatUnit}s’ seats are free`,
  ],
  [
    'One-time costs',
    `implementation + data migration + training per seat × ${paidSeatUnit}s, at the plan’s onboarding prices on our pricing page (no training fee on a plan whose live classes are included), paid in month 1`,
  ],
  [
    'Savings month by month',
    `automation builds up over the first ${RAMP_MONTHS} months while your team moves its work into Aden: month 1 saves 1/${RAMP_MONTHS} of the full saving of time, month 2 saves 2/${RAMP_MONTHS}, and from month ${RAMP_MONTHS} on all of it; the tools you replace are canceled once the move is done, so their cost is saved from month ${RAMP_MONTHS + 1}`,
  ],
  ['Net saving', 'cumulative savings − cumulative plan cost − one-time costs, over the time horizon'],
  [
    'Payback period',
    'the first month by whose end the savings, less the plan’s cost so far, have paid back the one-time costs',
  ],
  ['ROI', 'net saving ÷ (cumulative plan cost + one-time costs) × 100'],
] as const;

/** Where the calculator's default automated share comes from (the page's content). */
export interface AutomationSource {
  finding: string;
  citation: string;
  url: string;
}

/** The formula in words, the same one the calculator runs (contract/roiFormula.ts). */
export function HowWeCalculate({ automationSource }: { automationSource: AutomationSource }) {
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
          The estimate counts the time your team stops spending on manual work, at what that time costs you,
          and the tools you stop paying for, against the plan’s price and its one-time onboarding costs. It
          leaves out faster closes, fewer errors and better decisions.
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
        <Box id="roi-automation-source" sx={{ mt: { xs: 4, md: 6 }, maxWidth: 760 }}>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            Where the default automated share comes from
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {automationSource.finding}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Source:{' '}
            <Link href={automationSource.url} target="_blank" rel="noopener noreferrer">
              {automationSource.citation}
            </Link>
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
