import { emailField, jsonObject } from './fields.ts';
import type { RoiInputs } from './roiFormula.ts';
import {
  AUTOMATION_PERCENT,
  FIELD_USERS,
  HORIZONS_MONTHS,
  HOURLY_COST,
  MANUAL_HOURS,
  OFFICE_USERS,
  PEOPLE,
  planMessage,
  REPLACED_TOOLS,
  ROI_MESSAGES,
  type RoiNumbers,
  roiSearch,
  validateRoi,
  valuesOfInputs,
  valuesOfNumbers,
} from './roiInputs.ts';
import { ROI_PLANS } from './roiPlans.ts';
import { ROI_CALCULATOR_PATH } from './values.ts';
import { z } from './zod.ts';

// The ROI calculator's estimate, e-mailed on request (POST {api}/roi-estimates): the request carries the
// address and the calculator's inputs, nothing else. The server validates the inputs as the calculator
// does, computes the figures with the calculator's formula and writes the link from SITE_URL
// (decision 0100): no word, figure or link of the e-mail comes from the request.

type NumberField = Exclude<keyof RoiNumbers, 'plan'>;
const number = (field: NumberField, range: { min: number; max: number }, whole: boolean) => {
  const message = ROI_MESSAGES[field];
  const checked = z.number({ error: message }).min(range.min, message).max(range.max, message);
  return whole ? checked.int(message) : checked;
};

const roiNumbersSchema = z
  .object(
    {
      people: number('people', PEOPLE, true),
      manualHoursPerWeek: number('manualHoursPerWeek', MANUAL_HOURS, false),
      hourlyCost: number('hourlyCost', HOURLY_COST, false),
      automationPercent: number('automationPercent', AUTOMATION_PERCENT, true),
      plan: z.enum(
        ROI_PLANS.map((plan) => plan.id),
        { error: planMessage(ROI_PLANS) },
      ),
      officeUsers: number('officeUsers', OFFICE_USERS, true),
      fieldUsers: number('fieldUsers', FIELD_USERS, true),
      replacedToolsPerMonth: number('replacedToolsPerMonth', REPLACED_TOOLS, false),
      horizonMonths: z.literal(HORIZONS_MONTHS.map(Number), { error: ROI_MESSAGES.horizonMonths }),
    },
    { error: 'inputs must be an object' },
  )
  // The calculator's own check, which also holds the office users to the plan's cap and prices the plan.
  .transform((numbers, ctx): RoiInputs => {
    const checked = validateRoi(valuesOfNumbers(numbers), ROI_PLANS);
    if (checked.ok) return checked.inputs;
    for (const [field, message] of Object.entries(checked.errors)) {
      ctx.issues.push({ code: 'custom', message, input: numbers, path: [field] });
    }
    return z.NEVER;
  });

/** `link` and `figures`, sent by clients from before decision 0100, are dropped like any unknown field. */
export const roiEstimateRequestSchema = jsonObject({
  email: emailField,
  /** As the calculator holds them: numbers, and the plan by id. */
  inputs: roiNumbersSchema,
});
export type RoiEstimateRequest = z.input<typeof roiEstimateRequestSchema>;
export type RoiEstimate = Omit<RoiEstimateRequest, 'email'>;

/** The link that opens the calculator on these inputs: the query string the calculator itself writes. */
export function roiEstimateLink(siteUrl: string, inputs: RoiInputs): string {
  return `${siteUrl}${ROI_CALCULATOR_PATH}?${roiSearch(valuesOfInputs(inputs))}`;
}

/** What the server answers once the estimate is handed to the mailer. */
export const roiEstimateSentAnswerSchema = z.object({ message: z.string() });

export const roiEstimateSentMessage = (email: string) => `Your estimate is on its way to ${email}`;

/**
 * The default estimate (Business, 20 people, 25 office users on paid seats, 40 field users on free
 * ones, 24 months), for the document and the tests.
 */
export const EXAMPLE_ROI_ESTIMATE = {
  inputs: {
    people: 20,
    manualHoursPerWeek: 6,
    hourlyCost: 45,
    automationPercent: 25,
    plan: 'business',
    officeUsers: 25,
    fieldUsers: 40,
    replacedToolsPerMonth: 0,
    horizonMonths: 24,
  },
} as const satisfies RoiEstimate;
