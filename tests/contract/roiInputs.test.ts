import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_NUMBERS,
  defaultValues,
  enterpriseNeeded,
  overCapMessage,
  ROI_MESSAGES,
  type RoiField,
  type RoiPlan,
  roiSearch,
  validateRoi,
  valuesFromSearch,
  valuesOfInputs,
} from '../../contract/roiInputs';
import { ROI_PLANS } from '../../contract/roiPlans';

const NO_ONE_TIME = { implementation: 0, migration: 0, trainingPerSeat: 0 };
const plans: RoiPlan[] = [
  { id: 'team', name: 'Team', pricePerUserPerMonth: 24, oneTimeCosts: NO_ONE_TIME },
  {
    id: 'business',
    name: 'Business',
    pricePerUserPerMonth: 49,
    oneTimeCosts: { implementation: 6_000, migration: 4_000, trainingPerSeat: 60 },
  },
];
const defaults = defaultValues('business');

function errorFor(field: RoiField, value: string): string | undefined {
  const validation = validateRoi({ ...defaults, [field]: value }, plans);
  return validation.ok ? undefined : validation.errors[field];
}

describe('ROI inputs with plan caps', () => {
  const capped = ROI_PLANS;
  const officeUsersError = (officeUsers: string, plan: string) => {
    const validation = validateRoi({ ...defaults, officeUsers, plan }, capped);
    return validation.ok ? undefined : validation.errors.officeUsers;
  };

  it('takes office users up to the plan cap', () => {
    expect(officeUsersError('250', 'business')).toBeUndefined();
    expect(officeUsersError('25', 'team')).toBeUndefined();
  });

  it('past the cap names the next plan when the calculator prices it, else an Enterprise estimate', () => {
    expect(officeUsersError('26', 'team')).toBe('Team takes up to 25 office users: choose Business for more');
    expect(officeUsersError('300', 'business')).toBe(
      'Business takes up to 250 office users: ask for an Enterprise estimate',
    );
  });

  it('offers the Enterprise path only past the largest priced plan', () => {
    expect(enterpriseNeeded({ ...defaults, officeUsers: '300', plan: 'business' }, capped)).toBe(true);
    expect(enterpriseNeeded({ ...defaults, officeUsers: '250', plan: 'business' }, capped)).toBe(false);
    // Past Team's cap Business takes the office users: no Enterprise path.
    expect(enterpriseNeeded({ ...defaults, officeUsers: '30', plan: 'team' }, capped)).toBe(false);
    // Not a number of office users at all: the range message, not Enterprise.
    expect(enterpriseNeeded({ ...defaults, officeUsers: '20000', plan: 'business' }, capped)).toBe(false);
    expect(enterpriseNeeded({ ...defaults, officeUsers: 'many', plan: 'business' }, capped)).toBe(false);
  });

  it('offers no Enterprise path on a plan without a cap, or on a plan the list does not have', () => {
    const uncapped = capped.map((plan) => ({ ...plan, maxUsers: null }));
    expect(enterpriseNeeded({ ...defaults, officeUsers: '5000', plan: 'business' }, uncapped)).toBe(false);
    expect(enterpriseNeeded({ ...defaults, officeUsers: '5000', plan: 'scale' }, capped)).toBe(false);
  });

  it('caps the office users, not the field users or the people whose time is saved', () => {
    expect(validateRoi({ ...defaults, people: '300', officeUsers: '200' }, capped).ok).toBe(true);
    // Field users hold free seats: a plan's cap does not count them.
    expect(validateRoi({ ...defaults, plan: 'team', officeUsers: '25', fieldUsers: '400' }, capped).ok).toBe(
      true,
    );
  });

  it('keeps the range message for office users out of every range', () => {
    expect(officeUsersError('0', 'business')).toBe(ROI_MESSAGES.officeUsers);
  });

  it('suggests no plan past the cap of the largest one', () => {
    const largest: RoiPlan[] = [
      {
        id: 'scale',
        name: 'Scale',
        pricePerUserPerMonth: 99,
        maxUsers: 5000,
        oneTimeCosts: { implementation: 0, migration: 0, trainingPerSeat: 0 },
      },
    ];
    const validation = validateRoi({ ...defaults, officeUsers: '6000', plan: 'scale' }, largest);
    expect(validation.ok ? undefined : validation.errors.officeUsers).toBe(
      'Scale takes up to 5,000 office users',
    );
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
        people: Number(DEFAULT_NUMBERS.people),
        manualHoursPerWeek: Number(DEFAULT_NUMBERS.manualHoursPerWeek),
        hourlyCost: Number(DEFAULT_NUMBERS.hourlyCost),
        automationPercent: Number(DEFAULT_NUMBERS.automationPercent),
        officeUsers: 25,
        fieldUsers: 40,
        replacedToolsPerMonth: 0,
        plan: 'business',
        pricePerSeatPerMonth: 49,
        // Training is per seat: 25 x $60.
        oneTimeCosts: { implementation: 6_000, migration: 4_000, training: 1_500 },
        horizonMonths: Number(DEFAULT_NUMBERS.horizonMonths),
      },
    });
  });

  it('gives back the values of valid inputs, so a link restores them', () => {
    const validation = validateRoi({ ...defaults, officeUsers: '40', replacedToolsPerMonth: '350.5' }, plans);
    if (!validation.ok) throw new Error('expected valid inputs');
    expect(valuesOfInputs(validation.inputs)).toEqual({
      ...defaults,
      officeUsers: '40',
      replacedToolsPerMonth: '350.5',
    });
  });

  it('says what each field needs', () => {
    expect(ROI_MESSAGES).toEqual({
      people: 'People must be a whole number from 1 to 10,000',
      manualHoursPerWeek: 'Manual hours must be a number from 0.5 to 60 per person per week',
      hourlyCost: 'Hourly cost must be an amount from $1 to $1,000',
      automationPercent: 'Automated share must be a whole percentage from 1 to 100',
      officeUsers: 'Office users must be a whole number from 1 to 10,000',
      fieldUsers: 'Field users must be a whole number from 0 to 10,000',
      replacedToolsPerMonth: 'Tools replaced must be an amount from $0 to $1,000,000 a month',
      horizonMonths: 'Time horizon must be 12, 24 or 36 months',
    });
  });

  describe('loaded afresh, as the page chunk loads it', () => {
    // Loaded before the tests, not in one: what the module builds as it loads is then no test's
    // coverage, and Stryker leaves those static mutants out (stryker.config.mjs, ignoreStatic).
    let fresh: typeof import('../../contract/roiInputs');
    let localeFormatCalls = -1;
    beforeAll(async () => {
      vi.resetModules();
      const localeFormat = vi.spyOn(Number.prototype, 'toLocaleString');
      fresh = await import('../../contract/roiInputs');
      localeFormatCalls = localeFormat.mock.calls.length;
      localeFormat.mockRestore();
    });

    it('builds its messages without a locale formatter: they are made before the app starts', () => {
      expect(fresh.ROI_MESSAGES.replacedToolsPerMonth).toContain('$1,000,000');
      expect(localeFormatCalls).toBe(0);
    });
  });

  it('writes counts with thousands separators', () => {
    const plan = {
      id: 'team',
      name: 'Team',
      pricePerUserPerMonth: 24,
      oneTimeCosts: NO_ONE_TIME,
      maxUsers: 1_234_567,
    };
    expect(overCapMessage(plan, true)).toMatch(/^Team takes up to 1,234,567 office users/);
    expect(overCapMessage({ ...plan, maxUsers: 250 }, true)).toMatch(/^Team takes up to 250 office users/);
  });

  it.each([
    ['people', ['', ' ', '0', '10001', '2.5', '-3', 'ten', '1e3'], ['1', '10000', '10,000', ' 42 ']],
    ['officeUsers', ['', '0', '10001', '2.5', '-3'], ['1', '250', ' 42 ']],
    ['fieldUsers', ['', '-1', '10001', '2.5', 'crew'], ['0', '10,000', ' 90 ']],
    ['replacedToolsPerMonth', ['', '-1', '1000000.01', '$300', 'abc'], ['0', '1,000,000', '349.99']],
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
    const three = [
      ...plans,
      { id: 'scale', name: 'Scale', pricePerUserPerMonth: 99, oneTimeCosts: NO_ONE_TIME },
    ];
    const validation = validateRoi({ ...defaults, plan: 'x' }, three);
    expect(validation.ok ? '' : validation.errors.plan).toBe('Plan must be Team, Business or Scale');
  });

  it('reports every invalid field at once', () => {
    const validation = validateRoi({ ...defaults, people: '0', hourlyCost: '' }, plans);
    expect(validation.ok).toBe(false);
    expect(validation.ok ? {} : validation.errors).toEqual({
      people: ROI_MESSAGES.people,
      hourlyCost: ROI_MESSAGES.hourlyCost,
    });
  });

  it('round-trips the values through the URL', () => {
    const values = {
      people: '120',
      manualHoursPerWeek: '7.5',
      hourlyCost: '62',
      automationPercent: '45',
      plan: 'team',
      officeUsers: '24',
      fieldUsers: '90',
      replacedToolsPerMonth: '800',
      horizonMonths: '36',
    };
    const search = roiSearch(values);
    expect(search).toBe(
      'team=120&hours=7.5&rate=62&automated=45&plan=team&office=24&field=90&tools=800&months=36',
    );
    expect(valuesFromSearch(search, defaults)).toEqual(values);
    expect(valuesFromSearch(`?${search}`, defaults)).toEqual(values);
  });

  it('keeps the defaults for missing parameters, ignores unknown ones and keeps odd text to validate', () => {
    expect(valuesFromSearch('team=7&utm_source=mail', defaults)).toEqual({ ...defaults, people: '7' });
    expect(valuesFromSearch('', defaults)).toEqual(defaults);
    const odd = valuesFromSearch('team=%3Cb%3E', defaults);
    expect(odd.people).toBe('<b>');
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
