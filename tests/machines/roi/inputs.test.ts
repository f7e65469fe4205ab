import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NUMBERS,
  defaultValues,
  ROI_MESSAGES,
  type RoiField,
  type RoiPlan,
  roiSearch,
  validateRoi,
  valuesFromSearch,
} from '../../../machines/roi/inputs';

const plans: RoiPlan[] = [
  { id: 'team', name: 'Team', pricePerUserPerMonth: 24 },
  { id: 'business', name: 'Business', pricePerUserPerMonth: 49 },
];
const defaults = defaultValues('business');

function errorFor(field: RoiField, value: string): string | undefined {
  const validation = validateRoi({ ...defaults, [field]: value }, plans);
  return validation.ok ? undefined : validation.errors[field];
}

describe('ROI inputs with plan caps', () => {
  const capped: RoiPlan[] = [
    { id: 'team', name: 'Team', pricePerUserPerMonth: 24, maxUsers: 25, nextPlan: 'Business' },
    { id: 'business', name: 'Business', pricePerUserPerMonth: 49, maxUsers: 250, nextPlan: 'Enterprise' },
  ];
  const teamSizeError = (teamSize: string, plan: string) => {
    const validation = validateRoi({ ...defaults, teamSize, plan }, capped);
    return validation.ok ? undefined : validation.errors.teamSize;
  };

  it('takes a team up to the plan cap', () => {
    expect(teamSizeError('250', 'business')).toBeUndefined();
    expect(teamSizeError('25', 'team')).toBeUndefined();
  });

  it('refuses a team past the cap and suggests the next plan', () => {
    expect(teamSizeError('300', 'business')).toBe(
      'Business takes up to 250 users: choose Enterprise for a larger team',
    );
    expect(teamSizeError('26', 'team')).toBe('Team takes up to 25 users: choose Business for a larger team');
  });

  it('keeps the range message for a size out of every range', () => {
    expect(teamSizeError('0', 'business')).toBe(ROI_MESSAGES.teamSize);
  });

  it('suggests no plan past the cap of the largest one', () => {
    const largest: RoiPlan[] = [{ id: 'scale', name: 'Scale', pricePerUserPerMonth: 99, maxUsers: 5000 }];
    const validation = validateRoi({ ...defaults, teamSize: '6000', plan: 'scale' }, largest);
    expect(validation.ok ? undefined : validation.errors.teamSize).toBe('Scale takes up to 5,000 users');
  });
});

describe('ROI inputs that are no text', () => {
  it('refuses a number field that holds something other than text', () => {
    const validation = validateRoi({ ...defaults, hourlyCost: 40 as unknown as string }, plans);
    expect(validation.ok ? undefined : validation.errors.hourlyCost).toBe(ROI_MESSAGES.hourlyCost);
  });
});

describe('ROI inputs', () => {
  it('the defaults are valid and priced with the chosen plan', () => {
    const validation = validateRoi(defaults, plans);
    expect(validation).toEqual({
      ok: true,
      inputs: {
        teamSize: Number(DEFAULT_NUMBERS.teamSize),
        manualHoursPerWeek: Number(DEFAULT_NUMBERS.manualHoursPerWeek),
        hourlyCost: Number(DEFAULT_NUMBERS.hourlyCost),
        automationPercent: Number(DEFAULT_NUMBERS.automationPercent),
        pricePerUserPerMonth: 49,
        horizonMonths: Number(DEFAULT_NUMBERS.horizonMonths),
      },
    });
  });

  it('says what each field needs', () => {
    expect(ROI_MESSAGES).toEqual({
      teamSize: 'Team size must be a whole number from 1 to 10,000',
      manualHoursPerWeek: 'Manual hours must be a number from 0.5 to 60 per person per week',
      hourlyCost: 'Hourly cost must be an amount from $1 to $1,000',
      automationPercent: 'Automated share must be a whole percentage from 1 to 100',
      horizonMonths: 'Time horizon must be 12, 24 or 36 months',
    });
  });

  it.each([
    ['teamSize', ['', ' ', '0', '10001', '2.5', '-3', 'ten', '1e3'], ['1', '10000', '10,000', ' 42 ']],
    ['manualHoursPerWeek', ['', '0', '0.4', '60.5', 'x', '-1'], ['0.5', '.5', '60', '12.25']],
    ['hourlyCost', ['', '0', '0.99', '1000.01', '$45', 'abc'], ['1', '1,000', '45.50']],
    ['automationPercent', ['', '0', '101', '12.5', '%'], ['1', '100', '35']],
    ['horizonMonths', ['', '6', '48', '24.0'], ['12', '24', '36']],
  ] as const)('%s: rejects %j with its message, accepts %j', (field, invalid, valid) => {
    for (const value of invalid)
      expect(errorFor(field, value), JSON.stringify(value)).toBe(ROI_MESSAGES[field]);
    for (const value of valid) expect(errorFor(field, value), JSON.stringify(value)).toBeUndefined();
  });

  it('plan: only a plan of the pricing content', () => {
    expect(errorFor('plan', 'enterprise')).toBe('Plan must be Team or Business');
    expect(errorFor('plan', '')).toBe('Plan must be Team or Business');
    expect(errorFor('plan', 'team')).toBeUndefined();
    const three = [...plans, { id: 'scale', name: 'Scale', pricePerUserPerMonth: 99 }];
    const validation = validateRoi({ ...defaults, plan: 'x' }, three);
    expect(validation.ok ? '' : validation.errors.plan).toBe('Plan must be Team, Business or Scale');
  });

  it('reports every invalid field at once', () => {
    const validation = validateRoi({ ...defaults, teamSize: '0', hourlyCost: '' }, plans);
    expect(validation.ok).toBe(false);
    expect(validation.ok ? {} : validation.errors).toEqual({
      teamSize: ROI_MESSAGES.teamSize,
      hourlyCost: ROI_MESSAGES.hourlyCost,
    });
  });

  it('round-trips the values through the URL', () => {
    const values = {
      teamSize: '120',
      manualHoursPerWeek: '7.5',
      hourlyCost: '62',
      automationPercent: '45',
      plan: 'team',
      horizonMonths: '36',
    };
    const search = roiSearch(values);
    expect(search).toBe('team=120&hours=7.5&rate=62&automated=45&plan=team&months=36');
    expect(valuesFromSearch(search, defaults)).toEqual(values);
    expect(valuesFromSearch(`?${search}`, defaults)).toEqual(values);
  });

  it('keeps the defaults for missing parameters, ignores unknown ones and keeps odd text to validate', () => {
    expect(valuesFromSearch('team=7&utm_source=mail', defaults)).toEqual({ ...defaults, teamSize: '7' });
    expect(valuesFromSearch('', defaults)).toEqual(defaults);
    const odd = valuesFromSearch('team=%3Cb%3E', defaults);
    expect(odd.teamSize).toBe('<b>');
    expect(validateRoi(odd, plans).ok).toBe(false);
  });

  it('a query with nothing new gives the defaults themselves (nothing to render again)', () => {
    expect(valuesFromSearch('', defaults)).toBe(defaults);
    expect(valuesFromSearch('utm_source=mail', defaults)).toBe(defaults);
    expect(valuesFromSearch(roiSearch(defaults), defaults)).toBe(defaults);
    expect(valuesFromSearch('team=7', defaults)).not.toBe(defaults);
  });

  it('checks the plan against the plan list it is given', () => {
    expect(validateRoi({ ...defaults, plan: 'team' }, [...plans]).ok).toBe(true);
    expect(validateRoi({ ...defaults, plan: 'team' }, plans.slice(1))).toEqual({
      ok: false,
      errors: { plan: 'Plan must be Business' },
    });
  });
});
