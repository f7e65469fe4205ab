import { z } from '@contract/zod';
import { definePage } from '@/content/definePage';
import { demoMinutes } from '@/content/facts/timeline';
import { roiCalculatorPlans, roiPlanMenu } from '@/content/pricing';
import { ctaBandSchema, isoDate, line, paragraph } from '@/content/schema';

const roiPlan = z.object({
  id: z.string(),
  name: line,
  pricePerUserPerMonth: z.number().positive(),
  maxUsers: z.number().int().positive().nullable(),
  nextPlan: line.optional(),
});

/** /RoiCalculator: the words around the calculator, and the plans it prices (from src/content/pricing.ts). */
export default definePage(
  z.object({
    title: line,
    intro: paragraph,
    cta: ctaBandSchema,
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
    intro:
      'What would Aden save your team? Put in your team and the hours it spends on manual work: the estimate updates as you type, and a link keeps it for your colleagues.',
    cta: {
      heading: 'Check the estimate against your own processes',
      body: `In a ${demoMinutes}-minute demo we run one of your processes in Aden with your figures, so the hours in this estimate are ones you have seen saved.`,
      primary: { label: 'Book a demo', action: 'book-demo' },
      secondary: { label: 'Start for free', action: 'start-free' },
    },
    calculator: { ...roiCalculatorPlans(), menu: [...roiPlanMenu] },
    updated: '2026-11-22',
  },
);
