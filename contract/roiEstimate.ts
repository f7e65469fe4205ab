import { emailField, jsonObject } from './fields.ts';
import { z } from './zod.ts';

// The ROI calculator's estimate, e-mailed on request (POST {api}/roi-estimates): the figures the
// visitor sees, the inputs behind them and the link that restores them.

const amount = (name: string) =>
  z.number({ error: `${name} must be a number` }).refine(Number.isFinite, `${name} must be a number`);
const count = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0)
    .max(1_000_000);

export const ROI_LINK_MESSAGE = 'link must be a link to the ROI calculator on this site';

export const roiEstimateRequestSchema = jsonObject({
  email: emailField,
  /** The link that restores these inputs, on this site (the server checks its origin). */
  link: z
    .string({ error: ROI_LINK_MESSAGE })
    .max(2000, ROI_LINK_MESSAGE)
    .pipe(z.url({ error: ROI_LINK_MESSAGE })),
  inputs: z.object(
    {
      people: count('people'),
      manualHoursPerWeek: amount('manualHoursPerWeek').min(0).max(168),
      hourlyCost: amount('hourlyCost').min(0).max(100_000),
      automationPercent: amount('automationPercent').min(0).max(100),
      seats: count('seats'),
      replacedToolsPerMonth: amount('replacedToolsPerMonth').min(0).max(100_000_000),
      planName: z.string({ error: 'planName must be a string' }).trim().min(1).max(40),
      horizonMonths: count('horizonMonths').max(120),
    },
    { error: 'inputs must be an object' },
  ),
  figures: z.object(
    {
      hoursSavedPerMonth: amount('hoursSavedPerMonth'),
      costSavedPerYear: amount('costSavedPerYear'),
      planCostPerMonth: amount('planCostPerMonth'),
      oneTimeCost: amount('oneTimeCost'),
      netSaving: amount('netSaving'),
      roiPercent: amount('roiPercent'),
      paybackMonth: count('paybackMonth').nullable(),
    },
    { error: 'figures must be an object' },
  ),
});
export type RoiEstimateRequest = z.input<typeof roiEstimateRequestSchema>;
export type RoiEstimate = Omit<RoiEstimateRequest, 'email'>;

/** What the server answers once the estimate is handed to the mailer. */
export const roiEstimateSentAnswerSchema = z.object({ message: z.string() });

export const roiEstimateSentMessage = (email: string) => `Your estimate is on its way to ${email}`;

/** The default estimate (Business, 20 people, 25 seats, 24 months), for the document and the tests. */
export const EXAMPLE_ROI_ESTIMATE = {
  link: 'http://localhost:3000/RoiCalculator?team=20&hours=6&rate=45&automated=25&plan=business&seats=25&tools=0&months=24',
  inputs: {
    people: 20,
    manualHoursPerWeek: 6,
    hourlyCost: 45,
    automationPercent: 25,
    seats: 25,
    replacedToolsPerMonth: 0,
    planName: 'Business',
    horizonMonths: 24,
  },
  figures: {
    hoursSavedPerMonth: 130,
    costSavedPerYear: 70_200,
    planCostPerMonth: 1225,
    oneTimeCost: 11_500,
    netSaving: 93_650,
    roiPercent: 229,
    paybackMonth: 4,
  },
} as const satisfies RoiEstimate;
