import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { centeredColumnAbovePhone } from '@/components/centeredText';
import { gridColumns } from '@/components/sections/balancedColumns';
import { panelSurface } from '@/components/surfaces';
import type { Plan } from '@/content/pricing';
import { HydrationBoundary } from '@/lib/loading/HydrationBoundary';
import { BillingToggle } from './BillingToggle';
import { useBilling } from './billing';
import { type PlanActions, PlanCard } from './PlanCard';

/** The page's opening: heading, the billing toggle, the four plans, and how every account starts. */
export function PlansSection({
  actions,
  plans,
  bestSavingPercent,
  seatRule,
}: {
  actions: PlanActions;
  plans: readonly Plan[];
  /** The largest yearly saving among the paid plans, in percent. */
  bestSavingPercent: number;
  /** Who pays for a seat and who does not (src/content/facts/seats.ts). */
  seatRule: string;
}) {
  const paidPlans = plans.filter((plan) => plan.kind === 'paid');
  const [billing, setBilling] = useBilling();
  return (
    <Box
      component="section"
      aria-labelledby="pricing-title"
      sx={{
        pt: { xs: 12, md: 15 },
        pb: { xs: 6, md: 10 },
        background: 'linear-gradient(180deg, #f4f3ff 0%, rgba(244, 243, 255, 0) 520px)',
      }}
    >
      <Container maxWidth="lg">
        <Stack spacing={2.5} sx={{ ...centeredColumnAbovePhone, mb: { xs: 5, md: 6 } }}>
          <Typography variant="overline" component="p" color="primary">
            Pricing
          </Typography>
          <Typography id="pricing-title" variant="h1" sx={{ maxWidth: 900 }}>
            Start free. Pay when Aden runs your operations.
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ fontWeight: 400, maxWidth: 680 }}
          >
            One platform for accounting, inventory, projects, workforce and e‑commerce, with AI on every
            process. Onboarding has one fixed price per plan, in the comparison below; cancel any time.
          </Typography>
          <BillingToggle billing={billing} onChange={setBilling} bestSavingPercent={bestSavingPercent} />
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, lg: 2.5 },
            gridTemplateColumns: gridColumns(plans.length, { sm: 2, lg: 4 }),
            alignItems: 'stretch',
          }}
        >
          {/* Each card hydrates in a pass of its own (a Suspense boundary). */}
          {plans.map((plan) => (
            <HydrationBoundary key={plan.id}>
              <PlanCard plan={plan} billing={billing} actions={actions} />
            </HydrationBoundary>
          ))}
        </Box>
        <Stack
          direction="row"
          spacing={1.5}
          sx={{
            mt: { xs: 4, md: 5 },
            mx: 'auto',
            maxWidth: 760,
            p: 2,
            ...panelSurface,
            alignItems: 'flex-start',
          }}
        >
          <InfoOutlined color="primary" aria-hidden sx={{ mt: '2px' }} />
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary">
              <Box component="strong" sx={{ color: 'text.primary' }}>
                Every account starts on Free Forever.
              </Box>{' '}
              Whichever plan you choose, you sign up free, bring in your data, and upgrade to{' '}
              {paidPlans.map((plan) => plan.name).join(' or ')} from the billing settings inside ARP, Aden's
              workspace, when you need more users or modules.
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="seat-rule">
              <Box component="strong" sx={{ color: 'text.primary' }}>
                Who pays for a seat.
              </Box>{' '}
              {seatRule}
            </Typography>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
