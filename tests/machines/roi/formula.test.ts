import { describe, expect, it } from 'vitest';
import {
  breakEven,
  calculateRoi,
  cumulativeSavings,
  paybackMonth,
  RAMP_MONTHS,
} from '../../../machines/roi/formula';

// Three known input sets, worked out by hand (52 / 12 weeks a month, a 3-month ramp).
describe('calculateRoi', () => {
  it('the default team: 25 people, 6 h a week, $45 an hour, 30% automated, $49 a user, 24 months', () => {
    const result = calculateRoi({
      teamSize: 25,
      manualHoursPerWeek: 6,
      hourlyCost: 45,
      automationPercent: 30,
      pricePerUserPerMonth: 49,
      horizonMonths: 24,
    });
    // 25 x 6 x 0.30 x 52/12 = 195 h a month; x $45 = $8,775 a month.
    expect(result.hoursSavedPerMonth).toBeCloseTo(195, 9);
    expect(result.costSavedPerYear).toBeCloseTo(105_300, 6);
    expect(result.planCostPerMonth).toBe(1225);
    // Savings over 24 months: 8,775 x (24 - 1) = 201,825 (the ramp costs one month); cost 29,400.
    expect(result.netSaving).toBeCloseTo(172_425, 6);
    expect(result.roiPercent).toBeCloseTo((172_425 / 29_400) * 100, 9);
    // Month 1 already saves 8,775 / 3 = 2,925 > 1,225.
    expect(result.paybackMonth).toBe(1);
    expect(result.months).toHaveLength(24);
    expect(result.months[23]).toEqual({
      month: 24,
      cumulativeSavings: expect.closeTo(201_825, 6),
      cumulativeCost: 29_400,
    });
  });

  it('the smallest team: 1 person, 5 h a week, $40 an hour, 25% automated, $24 a user, 12 months', () => {
    const result = calculateRoi({
      teamSize: 1,
      manualHoursPerWeek: 5,
      hourlyCost: 40,
      automationPercent: 25,
      pricePerUserPerMonth: 24,
      horizonMonths: 12,
    });
    // 1 x 5 x 0.25 x 52/12 = 5.41667 h; x $40 = $216.67 a month.
    expect(result.hoursSavedPerMonth).toBeCloseTo(65 / 12, 9);
    expect(result.costSavedPerYear).toBeCloseTo(2600, 6);
    expect(result.planCostPerMonth).toBe(24);
    // 216.67 x 11 = 2,383.33 saved, 288 paid.
    expect(result.netSaving).toBeCloseTo(2383.333_333 - 288, 4);
    expect(result.roiPercent).toBeCloseTo(((2383.333_333 - 288) / 288) * 100, 3);
    expect(result.paybackMonth).toBe(1);
  });

  it('a horizon shorter than the payback period: a loss over 12 months, paid back in month 18', () => {
    const inputs = {
      teamSize: 10,
      manualHoursPerWeek: 1,
      hourlyCost: 120,
      automationPercent: 10,
      pricePerUserPerMonth: 49,
      horizonMonths: 12,
    };
    const result = calculateRoi(inputs);
    // 10 x 1 x 0.10 x 52/12 x $120 = $520 a month saved against $490 paid.
    expect(result.costSavedPerYear).toBeCloseTo(6240, 6);
    expect(result.planCostPerMonth).toBe(490);
    // 520 x 11 = 5,720 saved, 5,880 paid: a loss of 160.
    expect(result.netSaving).toBeCloseTo(-160, 6);
    expect(result.roiPercent).toBeCloseTo((-160 / 5880) * 100, 9);
    // After the ramp each month gains 30; the 520 lost to the ramp is made up in month 18.
    expect(result.paybackMonth).toBe(18);
    expect(cumulativeSavings(520, 18)).toBeGreaterThanOrEqual(490 * 18);
    expect(cumulativeSavings(520, 17)).toBeLessThan(490 * 17);
    // Break-even over 12 months: hours and automated share grow by 5,880 / 5,720.
    const needed = breakEven(inputs);
    expect(needed.manualHoursPerWeek).toBeCloseTo(5880 / 5720, 9);
    expect(needed.automationPercent).toBeCloseTo((10 * 5880) / 5720, 9);
  });

  it('never pays back when the plan costs at least what it saves', () => {
    const result = calculateRoi({
      teamSize: 3,
      manualHoursPerWeek: 0.5,
      hourlyCost: 1,
      automationPercent: 1,
      pricePerUserPerMonth: 49,
      horizonMonths: 36,
    });
    expect(result.paybackMonth).toBeNull();
    expect(result.netSaving).toBeLessThan(0);
    expect(Number.isFinite(result.roiPercent)).toBe(true);
  });

  it('ramps savings up over the first months', () => {
    expect(RAMP_MONTHS).toBe(3);
    expect(cumulativeSavings(300, 1)).toBeCloseTo(100, 9);
    expect(cumulativeSavings(300, 2)).toBeCloseTo(300, 9);
    expect(cumulativeSavings(300, 3)).toBeCloseTo(600, 9);
    expect(cumulativeSavings(300, 4)).toBeCloseTo(900, 9);
  });
});

describe('payback and break-even at their edges', () => {
  it('pays back in the last month of the ramp when the savings reach the cost exactly then', () => {
    // Months 1 to 3 save 1 + 2 + 3 = 6 against 3 x 2 paid.
    expect(cumulativeSavings(3, RAMP_MONTHS)).toBe(6);
    expect(paybackMonth(3, 2)).toBe(RAMP_MONTHS);
  });

  it('never pays back when the saving equals the cost', () => {
    expect(paybackMonth(100, 100)).toBeNull();
  });

  it('the break-even hours and share each bring the net saving to zero', () => {
    const inputs = {
      teamSize: 4,
      manualHoursPerWeek: 2,
      hourlyCost: 20,
      automationPercent: 10,
      pricePerUserPerMonth: 49,
      horizonMonths: 12,
    };
    expect(calculateRoi(inputs).netSaving).toBeLessThan(0);
    const needed = breakEven(inputs);
    expect(calculateRoi({ ...inputs, manualHoursPerWeek: needed.manualHoursPerWeek }).netSaving).toBeCloseTo(
      0,
      6,
    );
    expect(calculateRoi({ ...inputs, automationPercent: needed.automationPercent }).netSaving).toBeCloseTo(
      0,
      6,
    );
  });
});
