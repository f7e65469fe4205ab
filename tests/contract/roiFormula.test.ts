import { describe, expect, it } from 'vitest';
import {
  breakEven,
  calculateRoi,
  cumulativeSavings,
  paybackMonth,
  RAMP_MONTHS,
  type RoiInputs,
  sameInputs,
} from '../../contract/roiFormula';

// Known input sets, worked out by hand (52 / 12 weeks a month, a 3-month ramp, tools saved from month 4).

const NO_ONE_TIME = { implementation: 0, migration: 0, training: 0 };

const inputs = (overrides: Partial<RoiInputs>): RoiInputs => ({
  people: 20,
  manualHoursPerWeek: 6,
  hourlyCost: 45,
  automationPercent: 25,
  officeUsers: 25,
  fieldUsers: 40,
  replacedToolsPerMonth: 0,
  plan: 'business',
  pricePerSeatPerMonth: 49,
  // Business: $6,000 implementation, $4,000 migration, $60 of training a seat.
  oneTimeCosts: { implementation: 6_000, migration: 4_000, training: 60 * 25 },
  horizonMonths: 24,
  ...overrides,
});

describe('calculateRoi', () => {
  it('the default: 20 people, 6 h a week, $45 an hour, 25% automated, 25 office users at $49, 24 months', () => {
    const result = calculateRoi(inputs({}));
    // 20 x 6 x 0.25 x 52/12 = 130 h a month; x $45 = $5,850 a month.
    expect(result.hoursSavedPerMonth).toBeCloseTo(130, 9);
    expect(result.costSavedPerYear).toBeCloseTo(70_200, 6);
    expect(result.planCostPerMonth).toBe(1225);
    expect(result.oneTimeCost).toBe(11_500);
    // Savings over 24 months: 5,850 x (24 - 1) = 134,550 (the ramp costs one month);
    // cost 11,500 + 24 x 1,225 = 40,900.
    expect(result.netSaving).toBeCloseTo(93_650, 6);
    expect(result.roiPercent).toBeCloseTo((93_650 / 40_900) * 100, 9);
    // Month 3: 11,700 saved against 15,175 paid; month 4: 17,550 against 16,400.
    expect(result.paybackMonth).toBe(4);
    expect(result.months).toHaveLength(24);
    expect(result.months[0]).toEqual({ month: 1, cumulativeSavings: 1950, cumulativeCost: 12_725 });
    expect(result.months[23]).toEqual({
      month: 24,
      cumulativeSavings: expect.closeTo(134_550, 6),
      cumulativeCost: 40_900,
    });
  });

  it('payback counts the one-time costs: without them the same team pays back in month 1', () => {
    // The case: 15 people x 10 h x $55 on Business, 15 office users.
    const withCosts = inputs({
      people: 15,
      manualHoursPerWeek: 10,
      hourlyCost: 55,
      officeUsers: 15,
      oneTimeCosts: { implementation: 6_000, migration: 4_000, training: 60 * 15 },
    });
    const withoutCosts = { ...withCosts, oneTimeCosts: NO_ONE_TIME };
    expect(calculateRoi(withoutCosts).paybackMonth).toBe(1);
    // 15 x 10 x 0.25 x 52/12 x 55 = $8,937.50 a month; month 2 saves 8,937.50 in all against
    // 10,900 + 2 x 735 = 12,370; month 3 saves 17,875 against 13,105.
    const result = calculateRoi(withCosts);
    expect(result.oneTimeCost).toBe(10_900);
    expect(result.paybackMonth).toBe(3);
    expect(result.months[1]?.cumulativeSavings).toBeLessThan(result.months[1]?.cumulativeCost ?? 0);
    expect(result.months[2]?.cumulativeSavings).toBeGreaterThanOrEqual(result.months[2]?.cumulativeCost ?? 0);
    expect(result.roiPercent).toBeLessThan(calculateRoi(withoutCosts).roiPercent);
  });

  it('counts people and seats apart: office users change the cost, people the savings', () => {
    const base = calculateRoi(inputs({}));
    const moreSeats = calculateRoi(inputs({ officeUsers: 50 }));
    expect(moreSeats.hoursSavedPerMonth).toBe(base.hoursSavedPerMonth);
    expect(moreSeats.planCostPerMonth).toBe(2450);
    const morePeople = calculateRoi(inputs({ people: 40 }));
    expect(morePeople.planCostPerMonth).toBe(base.planCostPerMonth);
    expect(morePeople.hoursSavedPerMonth).toBeCloseTo(260, 9);
  });

  it('prices office users only: field users who only clock in cost nothing', () => {
    const noField = calculateRoi(inputs({ fieldUsers: 0 }));
    const manyField = calculateRoi(inputs({ fieldUsers: 5_000 }));
    expect(manyField).toEqual(noField);
    // The review's company: 120 staff on Business. Priced as 120 paid seats, $5,880 a month ($70,560 a
    // year) is more than the $5,850 a month the default team saves, so it never pays back.
    const everyonePays = calculateRoi(inputs({ officeUsers: 120, fieldUsers: 0 }));
    expect(everyonePays.planCostPerMonth * 12).toBe(70_560);
    expect(everyonePays.paybackMonth).toBeNull();
    // 30 office users and 90 field users: $1,470 a month; the ramp's 5,850 and the 11,500 paid once
    // are behind by 17,350, and each month after the ramp gains 4,380: month 4.
    const seatRule = calculateRoi(inputs({ officeUsers: 30, fieldUsers: 90 }));
    expect(seatRule.planCostPerMonth).toBe(1470);
    expect(seatRule.paybackMonth).toBe(4);
  });

  it('saves the tools Aden replaces from the month after the ramp', () => {
    const result = calculateRoi(inputs({ replacedToolsPerMonth: 1000 }));
    expect(result.costSavedPerYear).toBeCloseTo(70_200 + 12_000, 6);
    const base = calculateRoi(inputs({}));
    expect(result.months[2]?.cumulativeSavings).toBeCloseTo(base.months[2]?.cumulativeSavings ?? 0, 9);
    expect(result.months[3]?.cumulativeSavings).toBeCloseTo(
      (base.months[3]?.cumulativeSavings ?? 0) + 1000,
      9,
    );
    // 21 months of tools over 24.
    expect(result.netSaving).toBeCloseTo(93_650 + 21_000, 6);
  });

  it('a horizon shorter than the payback period: a loss over 12 months, paid back later', () => {
    const loss = inputs({
      people: 10,
      manualHoursPerWeek: 1,
      hourlyCost: 120,
      automationPercent: 10,
      officeUsers: 10,
      oneTimeCosts: { implementation: 100, migration: 0, training: 0 },
      horizonMonths: 12,
    });
    const result = calculateRoi(loss);
    // 10 x 1 x 0.10 x 52/12 x $120 = $520 a month saved against $490 paid.
    expect(result.costSavedPerYear).toBeCloseTo(6240, 6);
    // 520 x 11 = 5,720 saved, 100 + 5,880 paid: a loss of 260.
    expect(result.netSaving).toBeCloseTo(-260, 6);
    expect(result.roiPercent).toBeCloseTo((-260 / 5980) * 100, 9);
    // After the ramp each month gains 30; the 520 lost to the ramp and the 100 paid once: month 21.
    expect(result.paybackMonth).toBe(21);
    const savings = { time: 520, tools: 0 };
    expect(cumulativeSavings(savings, 21)).toBeGreaterThanOrEqual(100 + 490 * 21);
    expect(cumulativeSavings(savings, 20)).toBeLessThan(100 + 490 * 20);
    // Break-even over 12 months: hours and automated share grow by 5,980 / 5,720.
    const needed = breakEven(loss);
    expect(needed.manualHoursPerWeek).toBeCloseTo(5980 / 5720, 9);
    expect(needed.automationPercent).toBeCloseTo((10 * 5980) / 5720, 9);
  });

  it('break-even counts the tools saved against the cost', () => {
    const loss = inputs({
      manualHoursPerWeek: 0.5,
      automationPercent: 5,
      replacedToolsPerMonth: 100,
      horizonMonths: 12,
    });
    const result = calculateRoi(loss);
    expect(result.netSaving).toBeLessThan(0);
    const needed = breakEven(loss);
    const evened = calculateRoi({ ...loss, manualHoursPerWeek: needed.manualHoursPerWeek });
    expect(evened.netSaving).toBeCloseTo(0, 6);
  });

  it('never pays back when the plan costs at least what it saves', () => {
    const result = calculateRoi(
      inputs({ people: 3, manualHoursPerWeek: 0.5, hourlyCost: 1, automationPercent: 1, horizonMonths: 36 }),
    );
    expect(result.paybackMonth).toBeNull();
    expect(result.netSaving).toBeLessThan(0);
    expect(Number.isFinite(result.roiPercent)).toBe(true);
  });

  it('payback in closed form agrees with counting month by month', () => {
    const cases = [
      { time: 5850, tools: 0, plan: 1225, oneTime: 11_500 },
      { time: 900, tools: 300, plan: 700, oneTime: 4_000 },
      { time: 3000, tools: 0, plan: 100, oneTime: 0 },
      { time: 400, tools: 50, plan: 420, oneTime: 2_000 },
    ];
    for (const { time, tools, plan, oneTime } of cases) {
      let counted: number | null = null;
      for (let m = 1; m <= 600 && counted === null; m++) {
        if (cumulativeSavings({ time, tools }, m) >= oneTime + plan * m) counted = m;
      }
      expect(paybackMonth({ time, tools }, plan, oneTime), JSON.stringify({ time, tools, plan })).toBe(
        counted,
      );
    }
  });

  it('ramps savings of time up over the first months', () => {
    expect(RAMP_MONTHS).toBe(3);
    const savings = { time: 300, tools: 0 };
    expect(cumulativeSavings(savings, 1)).toBeCloseTo(100, 9);
    expect(cumulativeSavings(savings, 2)).toBeCloseTo(300, 9);
    expect(cumulativeSavings(savings, 3)).toBeCloseTo(600, 9);
    expect(cumulativeSavings(savings, 4)).toBeCloseTo(900, 9);
  });
});

describe('payback and break-even at their edges', () => {
  it('pays back in the last month of the ramp when the savings reach the cost exactly then', () => {
    // Months 1 to 3 save 1 + 2 + 3 = 6 against 3 x 2 paid.
    expect(cumulativeSavings({ time: 3, tools: 0 }, RAMP_MONTHS)).toBe(6);
    expect(paybackMonth({ time: 3, tools: 0 }, 2, 0)).toBe(RAMP_MONTHS);
  });

  it('never pays back when the saving equals the cost', () => {
    expect(paybackMonth({ time: 100, tools: 0 }, 100, 0)).toBeNull();
  });

  it('the break-even hours and share each bring the net saving to zero', () => {
    const small = inputs({
      people: 4,
      manualHoursPerWeek: 2,
      hourlyCost: 20,
      automationPercent: 10,
      officeUsers: 4,
      horizonMonths: 12,
    });
    expect(calculateRoi(small).netSaving).toBeLessThan(0);
    const needed = breakEven(small);
    expect(calculateRoi({ ...small, manualHoursPerWeek: needed.manualHoursPerWeek }).netSaving).toBeCloseTo(
      0,
      6,
    );
    expect(calculateRoi({ ...small, automationPercent: needed.automationPercent }).netSaving).toBeCloseTo(
      0,
      6,
    );
  });
});

describe('sameInputs', () => {
  it('holds inputs equal when every field is, the one-time costs by their total', () => {
    expect(sameInputs(inputs({}), inputs({}))).toBe(true);
    const regrouped = { implementation: 5_000, migration: 5_000, training: 60 * 25 };
    expect(sameInputs(inputs({}), inputs({ oneTimeCosts: regrouped }))).toBe(true);
  });

  it('tells inputs apart by any one field', () => {
    expect(sameInputs(inputs({}), inputs({ people: 21 }))).toBe(false);
    expect(sameInputs(inputs({}), inputs({ plan: 'team' }))).toBe(false);
    expect(sameInputs(inputs({}), inputs({ oneTimeCosts: NO_ONE_TIME }))).toBe(false);
  });
});
