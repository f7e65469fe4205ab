import { definePage } from '@/content/definePage';
import { legalPageSchema } from '@/content/schema';

/** What the page of each legal document says around it (src/content/legal). */
export default definePage(legalPageSchema, {
  lastUpdatedLabel: 'Last updated',
  effectiveLabel: 'Effective',
  contentsLabel: 'Sections',
  contentsHeading: 'Contents',
  updated: '2026-11-01',
});
