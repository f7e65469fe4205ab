import { formatMoney } from '@contract/usNumbers';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import PlagiarismOutlined from '@mui/icons-material/PlagiarismOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { cardSurface } from '@/components/surfaces';
import { type BillingCycle, yearlySaving } from '@/content/billingTerms';
import { paidSeatUnit } from '@/content/facts/seats';
import type { Plan, PlanLimits } from '@/content/pricing';
import { opensDialog } from '@/lib/loading/LazyDialog';

export interface PlanActions {
  onSignup: () => void;
  onContactSales: () => void;
  onDiscoveryCall: () => void;
}

const limitIcons: Record<keyof PlanLimits, ReactNode> = {
  users: <GroupsOutlined fontSize="small" />,
  modules: <ExtensionOutlined fontSize="small" />,
  aiFormPages: <PlagiarismOutlined fontSize="small" />,
  support: <HeadsetMicOutlined fontSize="small" />,
};

/** Two lines, so the buttons of the four cards line up. */
const captionSx = { minHeight: { sm: '2.9em' } } as const;

function Price({ plan, billing }: { plan: Plan; billing: BillingCycle }) {
  if (plan.kind === 'custom') {
    return (
      <>
        <Typography component="p" sx={{ fontSize: '3rem', fontWeight: 700, lineHeight: 1.1 }}>
          {plan.priceLabel}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={captionSx}>
          Volume pricing, billed yearly
        </Typography>
      </>
    );
  }
  const price = plan.pricePerUser[billing];
  const caption =
    plan.kind === 'free'
      ? `${plan.limits.users}, no time limit`
      : billing === 'yearly'
        ? `per ${paidSeatUnit} / month, billed yearly (${formatMoney(price * 12)} per ${paidSeatUnit})`
        : `per ${paidSeatUnit} / month, billed monthly`;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        <Typography
          component="p"
          data-testid={`price-${plan.id}`}
          sx={{ fontSize: '3rem', fontWeight: 700, lineHeight: 1.1, letterSpacing: '-0.02em' }}
        >
          {formatMoney(price)}
        </Typography>
        {plan.kind === 'paid' && billing === 'yearly' && (
          <Typography
            component="s"
            color="text.secondary"
            aria-label={`was ${formatMoney(plan.pricePerUser.monthly)}`}
            sx={{ fontSize: '1.125rem' }}
          >
            {formatMoney(plan.pricePerUser.monthly)}
          </Typography>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={captionSx}>
        {caption}
      </Typography>
    </>
  );
}

function SavingNote({ plan, billing }: { plan: Plan; billing: BillingCycle }) {
  if (plan.kind !== 'paid') return <Box sx={{ minHeight: 28 }} />;
  const saving = yearlySaving(plan);
  return (
    <Box sx={{ minHeight: 28 }}>
      {billing === 'yearly' ? (
        <Box
          data-testid={`saving-${plan.id}`}
          sx={{
            display: 'inline-block',
            px: 1.25,
            py: 0.25,
            borderRadius: 2,
            bgcolor: 'success.main',
            color: 'success.contrastText',
            fontSize: '0.875rem',
            fontWeight: 700,
          }}
        >
          Save {formatMoney(saving.perUserPerYear)} per {paidSeatUnit} a year
        </Box>
      ) : (
        <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
          {formatMoney(plan.pricePerUser.yearly)} billed yearly: save {saving.percent}%
        </Typography>
      )}
    </Box>
  );
}

/** One plan: who it is for, its price for the billing cycle, its call to action, limits and highlights. */
export function PlanCard({
  plan,
  billing,
  actions,
}: {
  plan: Plan;
  billing: BillingCycle;
  actions: PlanActions;
}) {
  const featured = 'featured' in plan && plan.featured;
  const headingId = `plan-${plan.id}`;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        position: 'relative',
        p: { xs: 3, lg: 2.75 },
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        // A plan is a tinted surface (docs/decisions/0175); the featured one alone is white, outlined
        // in the brand's colour and raised.
        ...(featured
          ? {
              borderWidth: 2,
              borderColor: 'primary.main',
              boxShadow: '0 24px 48px -24px rgba(63, 60, 187, 0.45)',
            }
          : { ...cardSurface, borderColor: 'transparent' }),
      }}
    >
      {featured && (
        <Chip
          label="Most popular"
          color="primary"
          size="small"
          sx={{
            position: 'absolute',
            top: 0,
            left: '50%',
            transform: 'translate(-50%, -50%)',
            fontWeight: 700,
          }}
        />
      )}
      <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {plan.name}
      </Typography>
      <Typography color="text.secondary" sx={{ minHeight: { lg: 72 } }}>
        {plan.audience}
      </Typography>
      <Box>
        <Price plan={plan} billing={billing} />
      </Box>
      <SavingNote plan={plan} billing={billing} />
      <Box>
        <Button
          fullWidth
          size="large"
          variant={featured ? 'contained' : 'outlined'}
          sx={{ whiteSpace: 'nowrap', px: 2 }}
          {...opensDialog(plan.cta.action === 'signup' ? 'auth' : 'contact')}
          onClick={plan.cta.action === 'signup' ? actions.onSignup : actions.onContactSales}
        >
          {plan.cta.label}
        </Button>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, minHeight: 20 }}>
          {plan.kind === 'paid' && 'Starts on Free Forever; upgrade inside ARP. Onboarding is priced below.'}
          {plan.kind === 'free' && 'No credit card needed.'}
          {plan.kind === 'custom' && (
            <>
              or{' '}
              <Link
                component="button"
                variant="caption"
                {...opensDialog('discoveryCall')}
                onClick={actions.onDiscoveryCall}
                sx={{ verticalAlign: 'baseline' }}
              >
                book a discovery call
              </Link>
            </>
          )}
        </Typography>
      </Box>
      <Divider />
      <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {(Object.keys(limitIcons) as (keyof PlanLimits)[]).map((limit) => (
          <Stack component="li" key={limit} direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
            <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
              {limitIcons[limit]}
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {plan.limits[limit]}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {plan.highlights.map((highlight) => (
          <Stack
            component="li"
            key={highlight}
            direction="row"
            spacing={1.25}
            sx={{ alignItems: 'flex-start' }}
          >
            <CheckRounded fontSize="small" sx={{ color: 'success.main', mt: '1px' }} aria-hidden />
            <Typography variant="body2" color="text.secondary">
              {highlight}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
