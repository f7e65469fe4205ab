/**
 * The ROI formula, written once: the calculator's machine computes every figure here, the page explains
 * it in "How we calculate this", and the e-mailed estimate carries its figures. Pure: numbers in,
 * numbers out.
 */

/** Weeks in an average month (52 weeks ÷ 12 months). */
export const WEEKS_PER_MONTH = 52 / 12;
/**
 * Automation reaches its full share over the first months, while the team moves its work into Aden:
 * month m of the first RAMP_MONTHS saves m / RAMP_MONTHS of the full monthly saving of time. The
 * tools Aden replaces are cancelled once the move is done: their cost is saved from the month after.
 */
export const RAMP_MONTHS = 3;

/** What moving onto a plan costs once, in dollars: from the pricing content. */
export interface OneTimeCosts {
  implementation: number;
  migration: number;
  training: number;
}

export interface RoiInputs {
  /** People whose time Aden saves: they do the manual work the estimate counts. */
  people: number;
  /** Hours each of them spends per week on manual work (data entry, reconciliation, reporting). */
  manualHoursPerWeek: number;
  /** Loaded cost of one hour of work (salary, taxes, benefits, overhead). */
  hourlyCost: number;
  /** The share of that manual work Aden automates, in percent. */
  automationPercent: number;
  /**
   * Office users: everyone who signs in to more than the clock. They hold the plan's paid seats,
   * whether or not the estimate counts their time.
   */
  officeUsers: number;
  /** Field users: workers who only clock in, see their shifts and submit expenses, on free seats. */
  fieldUsers: number;
  /** What the tools Aden replaces cost per month, all together. */
  replacedToolsPerMonth: number;
  /** The plan's id (from the pricing content). */
  plan: string;
  /** The plan's price per paid seat per month. */
  pricePerSeatPerMonth: number;
  /** The plan's one-time costs for this many paid seats. */
  oneTimeCosts: OneTimeCosts;
  horizonMonths: number;
}

/** Whether two sets of inputs give the same result. */
export const sameInputs = (a: RoiInputs, b: RoiInputs) =>
  (Object.keys(a) as (keyof RoiInputs)[]).every((key) =>
    key === 'oneTimeCosts' ? oneTimeTotal(a[key]) === oneTimeTotal(b[key]) : a[key] === b[key],
  );

export interface RoiMonth {
  month: number;
  cumulativeSavings: number;
  /** The one-time costs (paid in month 1) and the plan's cost so far. */
  cumulativeCost: number;
}

export interface RoiResult {
  /** Hours saved per month once automation is at its full share. */
  hoursSavedPerMonth: number;
  /** Time and tools saved per year at the full share. */
  costSavedPerYear: number;
  /** The plan's cost per month for every paid seat (office users; field users' seats are free). */
  planCostPerMonth: number;
  /** Implementation, migration and training, paid once. */
  oneTimeCost: number;
  /** Savings minus the plan's cost and the one-time costs over the horizon; negative is a loss. */
  netSaving: number;
  /**
   * The first month by whose end the cumulative net saving (savings minus the plan's cost) covers
   * the one-time costs; null when that never happens.
   */
  paybackMonth: number | null;
  /** Net saving over the horizon as a percentage of everything paid over it. */
  roiPercent: number;
  /** Month by month over the horizon, for the chart. */
  months: RoiMonth[];
}

export const oneTimeTotal = (costs: OneTimeCosts) => costs.implementation + costs.migration + costs.training;

/** Share of the full monthly saving of time reached in month m (1-based). */
export const rampShare = (month: number): number => Math.min(month, RAMP_MONTHS) / RAMP_MONTHS;

/** The full monthly savings: the time saved at its cost, and the tools cancelled. */
interface MonthlySavings {
  time: number;
  tools: number;
}

/** Cumulative savings after `month` months: time along the ramp, tools from the month after it. */
export function cumulativeSavings({ time, tools }: MonthlySavings, month: number): number {
  let total = 0;
  for (let m = 1; m <= Math.min(month, RAMP_MONTHS); m++) total += time * rampShare(m);
  return total + (time + tools) * Math.max(0, month - RAMP_MONTHS);
}

/**
 * The first month m where cumulative savings >= one-time costs + m months of the plan. After the
 * ramp each month adds (time + tools - plan), so the month is found in closed form; it never comes
 * when that is not positive.
 */
export function paybackMonth(savings: MonthlySavings, planPerMonth: number, oneTime: number): number | null {
  for (let m = 1; m <= RAMP_MONTHS; m++) {
    if (cumulativeSavings(savings, m) >= oneTime + planPerMonth * m) return m;
  }
  const perMonthAfterRamp = savings.time + savings.tools - planPerMonth;
  if (perMonthAfterRamp <= 0) return null;
  // For m > RAMP_MONTHS: savings = time * (m - (RAMP_MONTHS - 1) / 2) + tools * (m - RAMP_MONTHS).
  const behind = (savings.time * (RAMP_MONTHS - 1)) / 2 + savings.tools * RAMP_MONTHS + oneTime;
  return Math.max(RAMP_MONTHS + 1, Math.ceil(behind / perMonthAfterRamp));
}

const monthlySavings = (inputs: RoiInputs): MonthlySavings => ({
  time: hoursSavedPerMonth(inputs) * inputs.hourlyCost,
  tools: inputs.replacedToolsPerMonth,
});

const hoursSavedPerMonth = (inputs: RoiInputs) =>
  inputs.people * inputs.manualHoursPerWeek * (inputs.automationPercent / 100) * WEEKS_PER_MONTH;

/** The plan's cost a month: office users pay for their seats, field users' seats are free. */
const paidSeatsCost = (inputs: RoiInputs) => inputs.officeUsers * inputs.pricePerSeatPerMonth;

export function calculateRoi(inputs: RoiInputs): RoiResult {
  const savings = monthlySavings(inputs);
  const planCostPerMonth = paidSeatsCost(inputs);
  const oneTimeCost = oneTimeTotal(inputs.oneTimeCosts);

  const months: RoiMonth[] = Array.from({ length: inputs.horizonMonths }, (_, index) => ({
    month: index + 1,
    cumulativeSavings: cumulativeSavings(savings, index + 1),
    cumulativeCost: oneTimeCost + planCostPerMonth * (index + 1),
  }));
  const totalSavings = cumulativeSavings(savings, inputs.horizonMonths);
  const totalCost = oneTimeCost + planCostPerMonth * inputs.horizonMonths;
  const netSaving = totalSavings - totalCost;

  return {
    hoursSavedPerMonth: hoursSavedPerMonth(inputs),
    costSavedPerYear: (savings.time + savings.tools) * 12,
    planCostPerMonth,
    oneTimeCost,
    netSaving,
    paybackMonth: paybackMonth(savings, planCostPerMonth, oneTimeCost),
    // Validated inputs keep the cost above zero (at least one seat, paid plans only).
    roiPercent: (netSaving / totalCost) * 100,
    months,
  };
}

/**
 * What would turn a loss over the horizon into break-even: the saving of time scales linearly with
 * the hours and the automated share, so each must grow by the factor (cost - tools saved) / time
 * saved (the other inputs unchanged).
 */
export function breakEven(inputs: RoiInputs): { manualHoursPerWeek: number; automationPercent: number } {
  const { time, tools } = monthlySavings(inputs);
  const horizon = inputs.horizonMonths;
  const cost = oneTimeTotal(inputs.oneTimeCosts) + paidSeatsCost(inputs) * horizon;
  const toolsSaved = cumulativeSavings({ time: 0, tools }, horizon);
  const factor = (cost - toolsSaved) / cumulativeSavings({ time, tools: 0 }, horizon);
  return {
    manualHoursPerWeek: inputs.manualHoursPerWeek * factor,
    automationPercent: inputs.automationPercent * factor,
  };
}
