import {
  DEFAULT_NUMBERS,
  HORIZONS_MONTHS,
  type RoiErrors,
  type RoiField,
  type RoiPlan,
  type RoiValues,
} from '@machines/roi/inputs';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { roiPlanMenu } from '@/content/pricing';
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
  onChange: (field: RoiField, value: string) => void;
}

/** The calculator's inputs; each change goes to the machine, which validates it. */
export function RoiInputsPanel({ values, errors, plans, onChange }: RoiInputsPanelProps) {
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
          <TextField
            key={spec.field}
            id={`roi-${spec.field}`}
            name={spec.field}
            label={spec.label}
            value={values[spec.field]}
            onChange={(event) => onChange(spec.field, event.target.value)}
            error={Boolean(errors[spec.field])}
            helperText={errors[spec.field] ?? spec.hint}
            fullWidth
            autoComplete="off"
            slotProps={{
              htmlInput: { inputMode: spec.inputMode },
              input: {
                startAdornment: spec.prefix && (
                  <InputAdornment position="start">{spec.prefix}</InputAdornment>
                ),
                endAdornment: spec.suffix && <InputAdornment position="end">{spec.suffix}</InputAdornment>,
              },
            }}
          />
        ))}
        <TextField
          select
          id="roi-plan"
          name="plan"
          label="Plan"
          value={plans.some((plan) => plan.id === values.plan) ? values.plan : ''}
          onChange={(event) => onChange('plan', event.target.value)}
          error={Boolean(errors.plan)}
          helperText={errors.plan ?? 'Per user, billed yearly, from our pricing'}
          fullWidth
        >
          {roiPlanMenu.map((item) => {
            const plan = plans.find((priced) => priced.id === item.id);
            return plan ? (
              <MenuItem key={plan.id} value={plan.id}>
                {plan.name}: {formatMoney(plan.pricePerUserPerMonth)} per user / month
              </MenuItem>
            ) : item.unpriced ? (
              <MenuItem key={item.id} value={item.id} disabled sx={{ whiteSpace: 'normal' }}>
                {item.name}: {item.unpriced}
              </MenuItem>
            ) : null;
          })}
        </TextField>
        <FormControl error={Boolean(errors.horizonMonths)}>
          <FormLabel id="roi-horizon-label" sx={{ mb: 1, fontSize: '0.875rem' }}>
            Time horizon
          </FormLabel>
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={values.horizonMonths}
            onChange={(_, value: string | null) => value && onChange('horizonMonths', value)}
            aria-labelledby="roi-horizon-label"
            size="small"
          >
            {HORIZONS_MONTHS.map((months) => (
              <ToggleButton key={months} value={months} sx={{ fontWeight: 600 }}>
                {months} months
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {errors.horizonMonths && <FormHelperText>{errors.horizonMonths}</FormHelperText>}
        </FormControl>
      </Stack>
    </Paper>
  );
}
