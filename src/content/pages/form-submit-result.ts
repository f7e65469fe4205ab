import { z } from '@contract/zod';
import { definePage } from '@/content/definePage';
import { isoDate, line } from '@/content/schema';

/** /form-submit-result: where an online form lands once the server accepted it. */
export default definePage(z.object({ title: line, description: line, homeLabel: line, updated: isoDate }), {
  title: 'Thank you',
  description: 'Your answers have been received. We will be in touch soon.',
  homeLabel: 'Back to the home page',
  updated: '2026-11-22',
});
