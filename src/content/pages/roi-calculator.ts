import { DEFAULT_NUMBERS } from '@contract/roiInputs';
import { z } from '@contract/zod';
import { definePage } from '@/content/definePage';
import { freeSeatUnit, paidSeatUnit } from '@/content/facts/seats';
import { demoMinutes } from '@/content/facts/timeline';
import { roiCalculatorPlans, roiPlanMenu } from '@/content/pricing';
import { ctaBandSchema, isoDate, line, paragraph } from '@/content/schema';

const roiPlan = z.object({
  id: z.string(),
  name: line,
  pricePerUserPerMonth: z.number().positive(),
  maxUsers: z.number().int().positive().nullable(),
  nextPlan: line.optional(),
  oneTimeCosts: z.object({
    implementation: z.number().nonnegative(),
    migration: z.number().nonnegative(),
    trainingPerSeat: z.number().nonnegative(),
  }),
});

/** /RoiCalculator: the words around the calculator, and the plans it prices (from src/content/pricing.ts). */
export default definePage(
  z.object({
    title: line,
    intro: paragraph,
    /** The calculator's region, as a screen reader names it. */
    calculatorLabel: line,
    cta: ctaBandSchema,
    /** The published research behind the default automated share. */
    automationSource: z.object({ finding: paragraph, citation: line, url: z.url({ protocol: /^https$/ }) }),
    calculator: z.object({
      plans: z.array(roiPlan).min(1),
      defaultPlan: z.string(),
      /** Every plan in order, with why an unpriced one has no estimate. */
      menu: z.array(z.object({ id: z.string(), name: line, unpriced: line.optional() })),
    }),
    updated: isoDate,
  }),
  {
    title: 'ROI Calculator',
    calculatorLabel: 'Calculator',
    intro: `What would Aden save your team, and when would it pay back? Put in the people whose manual work Aden takes over, your ${paidSeatUnit}s and ${freeSeatUnit}s and the tools you would cancel: only ${paidSeatUnit}s pay for a seat, the estimate counts the plan’s one-time costs, updates as you type, and a link keeps it for your colleagues.`,
    cta: {
      heading: 'Check the estimate against your own processes',
      body: `In a ${demoMinutes}-minute demo we run one of your processes in Aden with your figures, so the hours in this estimate are ones you have seen saved.`,
      primary: { label: 'Book a demo', action: 'book-demo' },
      secondary: { label: 'Start for free', action: 'start-free' },
    },
    automationSource: {
      finding: `McKinsey’s study of finance functions found that 42% of finance activities can be fully automated with technology already in use, and a further 19% mostly automated. The calculator starts at ${DEFAULT_NUMBERS.automationPercent}%, well under that: it counts only the manual work a team hands over in its first year, not everything that could be automated. Put in your own share if you know it.`,
      citation:
        'McKinsey & Company, “Bots, algorithms, and the future of the finance function”, McKinsey Quarterly, January 2018',
      url: 'https://www.mckinsey.com/capabilities/strategy-and-corporate-finance/our-insights/bots-algorithms-and-the-future-of-the-finance-function',
    },
    calculator: { ...roiCalculatorPlans(), menu: [...roiPlanMenu] },
    updated: '2026-11-22',
  },
);
