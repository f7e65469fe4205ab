import {
  DEFAULT_NUMBERS,
  HORIZONS_MONTHS,
  type RoiErrors,
  type RoiField,
  type RoiPlan,
  type RoiValues,
} from '@machines/roi/inputs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { OutlinedSelect, OutlinedTextField } from '@/components/OutlinedFormFields';
import { formatMoney } from '@/lib/ui/format';

interface NumberFieldSpec {
  field: Exclude<RoiField, 'plan' | 'horizonMonths'>;
  label: string;
  hint: string;
  prefix?: string;
  suffix?: string;
  inputMode: 'numeric' | 'decimal';
}

const numberFields: NumberFieldSpec[] = [
  {
    field: 'teamSize',
    label: 'Team size',
    hint: 'People who do manual operations work',
    suffix: 'people',
    inputMode: 'numeric',
  },
  {
    field: 'manualHoursPerWeek',
    label: 'Manual work per person',
    hint: 'Data entry, reconciliation and reporting',
    suffix: 'hours / week',
    inputMode: 'decimal',
  },
  {
    field: 'hourlyCost',
    label: 'Loaded hourly cost',
    hint: 'Salary, taxes, benefits and overhead',
    prefix: '$',
    suffix: '/ hour',
    inputMode: 'decimal',
  },
  {
    field: 'automationPercent',
    label: 'Share Aden automates',
    hint: `Our assumption: ${DEFAULT_NUMBERS.automationPercent}%, a cautious figure. Teams typically automate 30 to 50% of this work in their first year; put in your own.`,
    suffix: '%',
    inputMode: 'numeric',
  },
];

export interface RoiInputsPanelProps {
  values: RoiValues;
  errors: RoiErrors;
  plans: readonly RoiPlan[];
  /** Every plan in the pricing's order, with why an unpriced one has no estimate; without it, the priced plans. */
  menu?: readonly RoiPlanMenuItem[];
  onChange: (field: RoiField, value: string) => void;
}

export interface RoiPlanMenuItem {
  id: string;
  name: string;
  unpriced?: string;
}

/** The calculator's inputs; each change goes to the machine, which validates it. */
export function RoiInputsPanel({ values, errors, plans, menu = plans, onChange }: RoiInputsPanelProps) {
  const pricedPlan = plans.some((plan) => plan.id === values.plan);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="roi-inputs-title"
      sx={{ p: { xs: 2.5, md: 3.5 } }}
    >
      <Typography id="roi-inputs-title" variant="h5" component="h2" sx={{ mb: 3 }}>
        Your team
      </Typography>
      <Stack spacing={3}>
        {numberFields.map((spec) => (
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
        ))}
        <OutlinedSelect
          id="roi-plan"
          name="plan"
          label="Plan"
          value={pricedPlan ? values.plan : ''}
          onChange={(event) => onChange('plan', event.target.value)}
          error={Boolean(errors.plan)}
          helperText={errors.plan ?? 'Per user, billed yearly, from our pricing'}
        >
          {/* A plan the link named but the calculator cannot price: nothing shown as chosen. */}
          {!pricedPlan && <option value="" disabled hidden />}
          {menu.map((item: RoiPlanMenuItem) => {
            const plan = plans.find((priced) => priced.id === item.id);
            return plan ? (
              <option key={plan.id} value={plan.id}>
                {plan.name}: {formatMoney(plan.pricePerUserPerMonth)} per user / month
              </option>
            ) : item.unpriced ? (
              <option key={item.id} value={item.id} disabled>
                {item.name}: {item.unpriced}
              </option>
            ) : null;
          })}
        </OutlinedSelect>
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
