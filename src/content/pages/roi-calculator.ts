import { z } from '@contract/zod';
import { definePage } from '@/content/definePage';
import { ctaBandSchema, isoDate, line, paragraph } from '@/content/schema';

/** /RoiCalculator: the words around the calculator (its figures are in src/content/pricing.ts). */
export default definePage(z.object({ title: line, intro: paragraph, cta: ctaBandSchema, updated: isoDate }), {
  title: 'ROI Calculator',
  intro:
    'What would Aden save your team? Put in your team and the hours it spends on manual work: the estimate updates as you type, and a link keeps it for your colleagues.',
  cta: {
    heading: 'Check the estimate against your own processes',
    body: 'In a thirty-minute demo we run one of your processes in Aden with your figures, so the hours in this estimate are ones you have seen saved.',
    primary: { label: 'Book a demo', action: 'book-demo' },
    secondary: { label: 'Start for free', action: 'start-free' },
  },
  updated: '2026-11-22',
});
