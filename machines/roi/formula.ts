/**
 * The ROI formula, written once: the calculator's machine computes every figure here, the page explains
 * it in "How we calculate this", and the README documents it. Pure: numbers in, numbers out.
 */

/** Weeks in an average month (52 weeks / 12 months). */
export const WEEKS_PER_MONTH = 52 / 12;
/**
 * Automation reaches its full share over the first months, while the team moves its work into Aden:
 * month m of the first RAMP_MONTHS saves m / RAMP_MONTHS of the full monthly saving.
 */
export const RAMP_MONTHS = 3;

export interface RoiInputs {
  teamSize: number;
  /** Hours each person spends per week on manual work (data entry, reconciliation, reporting). */
  manualHoursPerWeek: number;
  /** Loaded cost of one hour of work (salary, taxes, benefits, overhead). */
  hourlyCost: number;
  /** The share of that manual work Aden automates, in percent. */
  automationPercent: number;
  /** The plan's price per user per month. */
  pricePerUserPerMonth: number;
  horizonMonths: number;
}

const INPUT_KEYS = [
  'teamSize',
  'manualHoursPerWeek',
  'hourlyCost',
  'automationPercent',
  'pricePerUserPerMonth',
  'horizonMonths',
] as const satisfies readonly (keyof RoiInputs)[];

/** Whether two sets of inputs give the same result. */
export const sameInputs = (a: RoiInputs, b: RoiInputs) => INPUT_KEYS.every((key) => a[key] === b[key]);

export interface RoiMonth {
  month: number;
  cumulativeSavings: number;
  cumulativeCost: number;
}

export interface RoiResult {
  /** Hours saved per month once automation is at its full share. */
  hoursSavedPerMonth: number;
  /** Cost saved per year at the full share. */
  costSavedPerYear: number;
  /** The plan's cost per month for the whole team. */
  planCostPerMonth: number;
  /** Savings minus the plan's cost over the horizon; negative is a loss. */
  netSaving: number;
  /** The first month whose cumulative savings cover the cumulative cost; null when that never happens. */
  paybackMonth: number | null;
  /** Net saving over the horizon as a percentage of the plan's cost over the horizon. */
  roiPercent: number;
  /** Month by month over the horizon, for the chart. */
  months: RoiMonth[];
}

/** Share of the full monthly saving reached in month m (1-based). */
export const rampShare = (month: number): number => Math.min(month, RAMP_MONTHS) / RAMP_MONTHS;

/** Cumulative savings after `month` months, the ramp included. */
export function cumulativeSavings(monthlySaving: number, month: number): number {
  let total = 0;
  for (let m = 1; m <= Math.min(month, RAMP_MONTHS); m++) total += monthlySaving * rampShare(m);
  return total + monthlySaving * Math.max(0, month - RAMP_MONTHS);
}

/**
 * The first month m where cumulative savings >= cumulative cost. After the ramp each month adds
 * (saving - cost), so the month is found in closed form; it never comes when saving <= cost.
 */
export function paybackMonth(monthlySaving: number, monthlyCost: number): number | null {
  for (let m = 1; m <= RAMP_MONTHS; m++) {
    if (cumulativeSavings(monthlySaving, m) >= monthlyCost * m) return m;
  }
  if (monthlySaving <= monthlyCost) return null;
  // For m >= RAMP_MONTHS: cumulativeSavings = saving * (m - (RAMP_MONTHS - 1) / 2).
  const lostToRamp = (monthlySaving * (RAMP_MONTHS - 1)) / 2;
  return Math.max(RAMP_MONTHS + 1, Math.ceil(lostToRamp / (monthlySaving - monthlyCost)));
}

export function calculateRoi(inputs: RoiInputs): RoiResult {
  const hoursSavedPerMonth =
    inputs.teamSize * inputs.manualHoursPerWeek * (inputs.automationPercent / 100) * WEEKS_PER_MONTH;
  const monthlySaving = hoursSavedPerMonth * inputs.hourlyCost;
  const planCostPerMonth = inputs.teamSize * inputs.pricePerUserPerMonth;

  const months: RoiMonth[] = Array.from({ length: inputs.horizonMonths }, (_, index) => ({
    month: index + 1,
    cumulativeSavings: cumulativeSavings(monthlySaving, index + 1),
    cumulativeCost: planCostPerMonth * (index + 1),
  }));
  const totalSavings = cumulativeSavings(monthlySaving, inputs.horizonMonths);
  const totalCost = planCostPerMonth * inputs.horizonMonths;
  const netSaving = totalSavings - totalCost;

  return {
    hoursSavedPerMonth,
    costSavedPerYear: monthlySaving * 12,
    planCostPerMonth,
    netSaving,
    paybackMonth: paybackMonth(monthlySaving, planCostPerMonth),
    // Validated inputs keep the cost above zero (team size >= 1, paid plans only).
    roiPercent: (netSaving / totalCost) * 100,
    months,
  };
}

/**
 * What would turn a loss over the horizon into break-even: savings scale linearly with the hours and
 * the automated share, so each must grow by the factor cost / savings (the other inputs unchanged).
 */
export function breakEven(inputs: RoiInputs): { manualHoursPerWeek: number; automationPercent: number } {
  const monthlySaving =
    inputs.teamSize *
    inputs.manualHoursPerWeek *
    (inputs.automationPercent / 100) *
    WEEKS_PER_MONTH *
    inputs.hourlyCost;
  const factor =
    (inputs.teamSize * inputs.pricePerUserPerMonth * inputs.horizonMonths) /
    cumulativeSavings(monthlySaving, inputs.horizonMonths);
  return {
    manualHoursPerWeek: inputs.manualHoursPerWeek * factor,
    automationPercent: inputs.automationPercent * factor,
  };
}
