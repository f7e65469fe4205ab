import CheckRounded from '@mui/icons-material/CheckRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { centeredColumnAbovePhone } from '@/components/centeredText';
import { visuallyHidden } from '@/components/visuallyHidden';
import type { ComparisonGroup, FeatureValue, PlanId, plans as pricingPlans } from '@/content/pricing';
import { HydrationBoundary } from '@/lib/loading/HydrationBoundary';
import { pillToggle } from './pillToggle';

function Value({ value }: { value: FeatureValue }) {
  if (value === true) {
    return (
      <>
        <CheckRounded sx={{ color: 'success.main', verticalAlign: 'middle' }} aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          Included
        </Box>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <RemoveRounded sx={{ color: 'text.disabled', verticalAlign: 'middle' }} aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          Not included
        </Box>
      </>
    );
  }
  return <>{value}</>;
}

const groupBand = {
  bgcolor: 'rgba(63, 60, 187, 0.06)',
  color: 'primary.dark',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  fontSize: '0.75rem',
} as const;

/**
 * Every feature of every plan, grouped by module. On a phone the table shows one plan at a time
 * (picked above it) beside the feature names; from 900 px wide it shows all four. Cells are tied to
 * their headers by scope alone: each plan heads its column, each feature its row, each module its
 * row group (a tbody). One header row and one header column keep scope unambiguous (WCAG technique
 * H63), so no cell needs a headers list.
 */
export function ComparisonSection({
  plans,
  comparison,
  moduleAllowance,
  integrationAllowance,
}: {
  plans: typeof pricingPlans;
  comparison: readonly ComparisonGroup[];
  /** Which modules each plan runs, one sentence. */
  moduleAllowance: string;
  /** Which integrations each plan lacks, one sentence. */
  integrationAllowance: string;
}) {
  // Which plan a phone shows (the featured one first): a view choice, not a flow.
  const [shown, setShown] = useState<PlanId>(
    () => (plans.find((plan) => 'featured' in plan && plan.featured) ?? plans[0]).id,
  );
  const column = (id: PlanId) => ({
    display: { xs: id === shown ? 'table-cell' : 'none', md: 'table-cell' },
  });
  return (
    <Box
      component="section"
      aria-labelledby="compare-title"
      sx={{ pt: { xs: 4, md: 6 }, pb: { xs: 8, md: 12 } }}
    >
      <Container maxWidth="lg">
        <ComparisonHeading moduleAllowance={moduleAllowance} integrationAllowance={integrationAllowance} />
        <PlanPicker plans={plans} shown={shown} onShow={setShown} />
        <Box
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            overflow: 'clip',
          }}
        >
          <Table aria-labelledby="compare-title" sx={{ tableLayout: 'fixed' }} data-testid="comparison-table">
            <TableHead>
              <TableRow>
                <TableCell
                  component="th"
                  scope="col"
                  sx={{ width: { xs: '55%', md: '32%' }, bgcolor: 'grey.50' }}
                >
                  <Box component="span" sx={visuallyHidden}>
                    Feature
                  </Box>
                </TableCell>
                {plans.map((plan) => (
                  <TableCell
                    key={plan.id}
                    component="th"
                    scope="col"
                    align="center"
                    sx={{
                      ...column(plan.id),
                      // On a phone the plan shown takes the rest of the row: the hidden plans' columns
                      // (which the module rows span) get none of it.
                      width: { xs: '45%', md: 'auto' },
                      fontWeight: 700,
                      fontSize: '1rem',
                      bgcolor: 'grey.50',
                      position: 'sticky',
                      top: 0,
                    }}
                  >
                    {plan.name}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            {/* Each module's rows hydrate in a pass of their own (a Suspense boundary). */}
            {comparison.map((group) => (
              <HydrationBoundary key={group.module}>
                <TableBody>
                  <TableRow>
                    <TableCell component="th" scope="rowgroup" sx={groupBand}>
                      {group.module}
                    </TableCell>
                    {/* The band across the plans' columns: on a phone the hidden plans' columns get
                        no width (the header row gives the feature and the plan shown all of it). */}
                    <TableCell colSpan={plans.length} sx={groupBand} />
                  </TableRow>
                  {group.rows.map((row) => (
                    <TableRow key={row.feature} hover>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                        {row.feature}
                      </TableCell>
                      {plans.map((plan) => (
                        <TableCell
                          key={plan.id}
                          align="center"
                          sx={{ ...column(plan.id), color: 'text.secondary' }}
                        >
                          <Value value={row.values[plan.id]} />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </HydrationBoundary>
            ))}
          </Table>
        </Box>
      </Container>
    </Box>
  );
}

/** The section's heading and what every plan runs and lacks. */
function ComparisonHeading({
  moduleAllowance,
  integrationAllowance,
}: {
  moduleAllowance: string;
  integrationAllowance: string;
}) {
  return (
    <Stack spacing={1.5} sx={{ ...centeredColumnAbovePhone, mb: { xs: 3, md: 5 } }}>
      <Typography id="compare-title" variant="h2">
        Compare plans, module by module
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 620 }}>
        Every plan runs on the same platform; higher plans add users, modules, automation and control.
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
        {moduleAllowance}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
        {integrationAllowance}
      </Typography>
    </Stack>
  );
}

/** On a phone, which plan the table shows: one column at a time. */
function PlanPicker({
  plans,
  shown,
  onShow,
}: {
  plans: typeof pricingPlans;
  shown: PlanId;
  onShow: (plan: PlanId) => void;
}) {
  return (
    // Stays in view under the site's fixed header (64 px on phones) while the table scrolls.
    <Box
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'sticky',
        top: 64,
        zIndex: 2,
        py: 1,
        mb: 1,
        bgcolor: 'background.paper',
      }}
    >
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={shown}
        onChange={(_, value: PlanId | null) => value && onShow(value)}
        aria-label="Plan shown in the table"
        sx={pillToggle({ px: 0.5, fontSize: '0.875rem', whiteSpace: 'nowrap' })}
      >
        {plans.map((plan) => (
          <ToggleButton key={plan.id} value={plan.id}>
            {plan.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
