import {
  DEFAULT_NUMBERS,
  HORIZONS_MONTHS,
  type RoiErrors,
  type RoiField,
  type RoiPlan,
  type RoiValues,
} from '@contract/roiInputs';
import { formatMoney, formatNumber } from '@contract/usNumbers';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { OutlinedSelect, OutlinedTextField } from '@/components/OutlinedFormFields';
import { seatRule } from '@/content/facts/seats';
import { opensDialog } from '@/lib/loading/LazyDialog';

interface NumberFieldSpec {
  field: Exclude<RoiField, 'plan' | 'horizonMonths'>;
  label: string;
  hint: string;
  prefix?: string;
  suffix?: string;
  inputMode: 'numeric' | 'decimal';
}

const teamFields: NumberFieldSpec[] = [
  {
    field: 'people',
    label: 'People whose time Aden saves',
    hint: 'The people who do the manual work counted below',
    suffix: 'people',
    inputMode: 'numeric',
  },
  {
    field: 'manualHoursPerWeek',
    label: 'Manual work per person',
    hint: 'Data entry, reconciliation and reporting',
    suffix: 'hours a week',
    inputMode: 'decimal',
  },
  {
    field: 'hourlyCost',
    label: 'Loaded hourly cost',
    hint: 'Salary, taxes, benefits and overhead',
    prefix: '$',
    suffix: 'an hour',
    inputMode: 'decimal',
  },
  {
    field: 'automationPercent',
    label: 'Share Aden automates',
    hint: `Our default, ${DEFAULT_NUMBERS.automationPercent}%, is cautious: where it comes from is under “How we calculate this”`,
    suffix: '%',
    inputMode: 'numeric',
  },
];

const costFields: NumberFieldSpec[] = [
  {
    field: 'officeUsers',
    label: `${seatRule.paid.who} (paid seats)`,
    hint: `Everyone who will ${seatRule.paid.does}`,
    suffix: 'users',
    inputMode: 'numeric',
  },
  {
    field: 'fieldUsers',
    label: `${seatRule.free.who} (free seats)`,
    hint: `Workers who ${seatRule.free.does}: free on every plan`,
    suffix: 'users',
    inputMode: 'numeric',
  },
  {
    field: 'replacedToolsPerMonth',
    label: 'Tools Aden replaces',
    hint: 'What you pay now for the tools you cancel once moved, all together',
    prefix: '$',
    suffix: 'a month',
    inputMode: 'decimal',
  },
];

export interface RoiInputsPanelProps {
  values: RoiValues;
  errors: RoiErrors;
  plans: readonly RoiPlan[];
  /** Every plan in the pricing's order, with why an unpriced one has no estimate; without it, the priced plans. */
  menu?: readonly RoiPlanMenuItem[];
  onChange: (field: RoiField, value: string) => void;
  onAskEnterprise: () => void;
}

export interface RoiPlanMenuItem {
  id: string;
  name: string;
  unpriced?: string;
}

function NumberFields({
  specs,
  values,
  errors,
  onChange,
}: { specs: NumberFieldSpec[] } & Pick<RoiInputsPanelProps, 'values' | 'errors' | 'onChange'>) {
  return specs.map((spec) => (
    <OutlinedTextField
      key={spec.field}
      id={`roi-${spec.field}`}
      name={spec.field}
      label={spec.label}
      value={values[spec.field]}
      onChange={(event) => onChange(spec.field, event.target.value)}
      error={Boolean(errors[spec.field])}
      helperText={errors[spec.field] ?? spec.hint}
      autoComplete="off"
      inputMode={spec.inputMode}
      start={spec.prefix}
      end={spec.suffix}
    />
  ));
}

const groupTitleSx = { fontWeight: 700, mb: -1 } as const;

/** The calculator's inputs; each change goes to the machine, which validates it. */
export function RoiInputsPanel({
  values,
  errors,
  plans,
  menu = plans,
  onChange,
  onAskEnterprise,
}: RoiInputsPanelProps) {
  const pricedPlan = plans.some((plan) => plan.id === values.plan);
  const largestCap = Math.max(...plans.map((plan) => plan.maxUsers ?? 0));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="roi-inputs-title"
      sx={{ p: { xs: 2.5, md: 3.5 } }}
    >
      <Typography id="roi-inputs-title" variant="h5" component="h2" sx={{ mb: 3 }}>
        Your figures
      </Typography>
      <Stack spacing={3}>
        <Typography variant="subtitle1" component="h3" sx={groupTitleSx}>
          Your team
        </Typography>
        <NumberFields specs={teamFields} values={values} errors={errors} onChange={onChange} />
        <Typography variant="subtitle1" component="h3" sx={groupTitleSx}>
          Your costs
        </Typography>
        <OutlinedSelect
          id="roi-plan"
          name="plan"
          label="Plan"
          value={pricedPlan ? values.plan : ''}
          onChange={(event) => onChange('plan', event.target.value)}
          error={Boolean(errors.plan)}
          helperText={
            errors.plan ?? 'Per seat, billed yearly, from our pricing; onboarding costs come with it'
          }
        >
          {/* A plan the link named but the calculator cannot price: nothing shown as chosen. */}
          {!pricedPlan && <option value="" disabled hidden />}
          {menu.map((item: RoiPlanMenuItem) => {
            const plan = plans.find((priced) => priced.id === item.id);
            return plan ? (
              <option key={plan.id} value={plan.id}>
                {plan.name}: {formatMoney(plan.pricePerUserPerMonth)} per seat a month
              </option>
            ) : item.unpriced ? (
              <option key={item.id} value={item.id} disabled>
                {item.name}: {item.unpriced}
              </option>
            ) : null;
          })}
        </OutlinedSelect>
        <NumberFields specs={costFields} values={values} errors={errors} onChange={onChange} />
        {largestCap > 0 && (
          <Typography variant="body2" color="text.secondary">
            More than {formatNumber(largestCap)} office users, or SSO and data residency?{' '}
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={onAskEnterprise}
              {...opensDialog('contact')}
            >
              Ask for an Enterprise estimate
            </Link>
          </Typography>
        )}
        {/* Plain text rather than MUI's FormControl and FormLabel: 2.5 KB gzip less on a first visit. */}
        <Box>
          <Typography
            id="roi-horizon-label"
            sx={{
              mb: 1,
              fontSize: '0.875rem',
              lineHeight: '1.4375em',
              color: errors.horizonMonths ? 'error.main' : 'text.secondary',
            }}
          >
            Time horizon
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={values.horizonMonths}
            onChange={(_, value: string | null) => value && onChange('horizonMonths', value)}
            aria-labelledby="roi-horizon-label"
            aria-describedby={errors.horizonMonths ? 'roi-horizon-error' : undefined}
            size="small"
          >
            {HORIZONS_MONTHS.map((months) => (
              <ToggleButton key={months} value={months} sx={{ fontWeight: 600 }}>
                {months} months
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {errors.horizonMonths && (
            <Typography
              id="roi-horizon-error"
              variant="caption"
              component="p"
              color="error"
              sx={{ lineHeight: 1.66, m: '3px 14px 0' }}
            >
              {errors.horizonMonths}
            </Typography>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
