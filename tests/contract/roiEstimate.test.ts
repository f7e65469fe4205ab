import { describe, expect, it } from 'vitest';
import { EXAMPLE_ROI_ESTIMATE, roiEstimateLink, roiEstimateRequestSchema } from '../../contract/roiEstimate';
import { calculateRoi } from '../../contract/roiFormula';
import {
  defaultValues,
  numbersOfInputs,
  ROI_MESSAGES,
  roiSearch,
  validateRoi,
  valuesOfNumbers,
} from '../../contract/roiInputs';
import { CONTRACT_PLAN_NAME, PAID_PLAN_PRICES, ROI_PLANS } from '../../contract/roiPlans';

// The estimate request: the calculator's inputs, checked as the calculator checks them and priced
// from the plans the calculator prices (decision 0100).

const request = { email: 'cfo@builder.example', ...EXAMPLE_ROI_ESTIMATE };
const issuesOf = (body: unknown) =>
  roiEstimateRequestSchema
    .safeParse(body)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the estimate request', () => {
  it("reads the inputs as the calculator's own, priced from the chosen plan", () => {
    const parsed = roiEstimateRequestSchema.parse(request);
    const calculator = validateRoi(defaultValues('business'), ROI_PLANS);
    expect(calculator.ok && parsed.inputs).toEqual(calculator.ok && calculator.inputs);
    expect(parsed.inputs).toMatchObject({
      plan: 'business',
      pricePerSeatPerMonth: 49,
      oneTimeCosts: { implementation: 6000, migration: 4000, training: 0 },
    });
    const team = roiEstimateRequestSchema.parse({
      ...request,
      inputs: { ...request.inputs, plan: 'team', officeUsers: 10, fieldUsers: 200 },
    });
    expect(team.inputs.pricePerSeatPerMonth).toBe(24);
    expect(team.inputs.oneTimeCosts).toEqual({ implementation: 900, migration: 600, training: 300 });
  });

  it('drops what the server writes itself: a link and figures are not read', () => {
    const parsed = roiEstimateRequestSchema.parse({
      ...request,
      link: 'http://evil.example/',
      figures: { netSaving: 999_999 },
    });
    expect(Object.keys(parsed).sort()).toEqual(['email', 'inputs']);
  });

  it.each([
    ['people', 0],
    ['people', 10_001],
    ['people', 1.5],
    ['manualHoursPerWeek', 0.4],
    ['manualHoursPerWeek', 60.5],
    ['hourlyCost', 0.5],
    ['hourlyCost', 1000.5],
    ['automationPercent', 0],
    ['automationPercent', 101],
    ['automationPercent', 25.5],
    ['officeUsers', 0],
    ['officeUsers', 10_001],
    ['officeUsers', 2.5],
    ['fieldUsers', -1],
    ['fieldUsers', 10_001],
    ['fieldUsers', 0.5],
    ['replacedToolsPerMonth', -1],
    ['replacedToolsPerMonth', 1_000_001],
    ['horizonMonths', 6],
    ['people', Number.POSITIVE_INFINITY],
    ['hourlyCost', Number.NaN],
    ['hourlyCost', '45'],
    ['officeUsers', null],
    ['fieldUsers', undefined],
  ] as const)('refuses inputs.%s = %s with the field named and its message', (field, value) => {
    expect(issuesOf({ ...request, inputs: { ...request.inputs, [field]: value } })).toEqual([
      [`inputs.${field}`, ROI_MESSAGES[field]],
    ]);
  });

  it('takes the edges of every range, decimals where the calculator takes them', () => {
    const edges = [
      {
        people: 1,
        officeUsers: 1,
        fieldUsers: 0,
        manualHoursPerWeek: 0.5,
        hourlyCost: 1,
        automationPercent: 1,
        replacedToolsPerMonth: 0,
      },
      {
        people: 10_000,
        officeUsers: 250,
        fieldUsers: 10_000,
        manualHoursPerWeek: 60,
        hourlyCost: 1000,
        automationPercent: 100,
      },
      { manualHoursPerWeek: 7.5, hourlyCost: 45.5, replacedToolsPerMonth: 1_000_000, horizonMonths: 36 },
    ];
    for (const edge of edges) {
      expect(
        issuesOf({ ...request, inputs: { ...request.inputs, ...edge } }),
        JSON.stringify(edge),
      ).toBeUndefined();
    }
  });

  it("refuses a plan it does not price, and more office users than the plan takes, in the calculator's words", () => {
    for (const plan of ['freeforever', 'enterprise', 'Business', 1]) {
      expect(issuesOf({ ...request, inputs: { ...request.inputs, plan } })).toEqual([
        ['inputs.plan', 'Plan must be Team or Business'],
      ]);
    }
    expect(issuesOf({ ...request, inputs: { ...request.inputs, plan: 'team', officeUsers: 26 } })).toEqual([
      ['inputs.officeUsers', 'Team takes up to 25 office users: choose Business for more'],
    ]);
    expect(issuesOf({ ...request, inputs: { ...request.inputs, officeUsers: 251 } })).toEqual([
      ['inputs.officeUsers', 'Business takes up to 250 office users: ask for an Enterprise estimate'],
    ]);
  });

  it('says when inputs are missing or not an object', () => {
    expect(issuesOf({ email: request.email })).toEqual([['inputs', 'inputs must be an object']]);
    expect(issuesOf({ ...request, inputs: [] })).toEqual([['inputs', 'inputs must be an object']]);
  });
});

describe('the inputs as numbers', () => {
  it('are the fields of valid inputs, and read back as the same values', () => {
    const checked = validateRoi(defaultValues('team'), ROI_PLANS);
    if (!checked.ok) throw new Error('the defaults are valid');
    const numbers = numbersOfInputs(checked.inputs);
    expect(numbers).toEqual({ ...request.inputs, plan: 'team' });
    expect(valuesOfNumbers(numbers)).toEqual(defaultValues('team'));
  });
});

describe('the link of an estimate', () => {
  it("is the site's address, the calculator's path and the query string the calculator writes", () => {
    const { inputs } = roiEstimateRequestSchema.parse(request);
    expect(roiEstimateLink('https://www.aden.example', inputs)).toBe(
      `https://www.aden.example/RoiCalculator?${roiSearch(defaultValues('business'))}`,
    );
    expect(calculateRoi(inputs).netSaving).toBeCloseTo(95_150, 6);
  });
});

describe('the plans the calculator prices', () => {
  it('are the paid plans at their yearly rate, each naming the next, the last the contract plan', () => {
    expect(ROI_PLANS).toEqual([
      {
        id: 'team',
        name: PAID_PLAN_PRICES.team.name,
        pricePerUserPerMonth: 24,
        maxUsers: 25,
        nextPlan: 'Business',
        oneTimeCosts: { implementation: 900, migration: 600, trainingPerSeat: 30 },
      },
      {
        id: 'business',
        name: 'Business',
        pricePerUserPerMonth: 49,
        maxUsers: 250,
        nextPlan: CONTRACT_PLAN_NAME,
        oneTimeCosts: { implementation: 6000, migration: 4000, trainingPerSeat: 0 },
      },
    ]);
  });
});
