import type { RoiEstimate } from '@contract/roiEstimate';
import type { RoiInputs, RoiResult } from '@machines/roi/formula';
import type { RoiPlan } from '@machines/roi/inputs';

/** The estimate as it is e-mailed: the inputs behind the result, its figures, and the link back to it. */
export function estimateOf(
  inputs: RoiInputs,
  result: RoiResult,
  plans: readonly RoiPlan[],
  link: string,
): RoiEstimate {
  return {
    link,
    inputs: {
      people: inputs.people,
      manualHoursPerWeek: inputs.manualHoursPerWeek,
      hourlyCost: inputs.hourlyCost,
      automationPercent: inputs.automationPercent,
      seats: inputs.seats,
      replacedToolsPerMonth: inputs.replacedToolsPerMonth,
      planName: plans.find((plan) => plan.id === inputs.plan)?.name ?? inputs.plan,
      horizonMonths: inputs.horizonMonths,
    },
    figures: {
      hoursSavedPerMonth: result.hoursSavedPerMonth,
      costSavedPerYear: result.costSavedPerYear,
      planCostPerMonth: result.planCostPerMonth,
      oneTimeCost: result.oneTimeCost,
      netSaving: result.netSaving,
      roiPercent: result.roiPercent,
      paybackMonth: result.paybackMonth,
    },
  };
}
