import { definePage } from '@/content/definePage';
import { blogPostPageSchema } from '@/content/schema';

/** What every article's page says around the article (src/content/blog). */
export default definePage(blogPostPageSchema, {
  authorLabel: 'About the author',
  relatedHeading: 'Keep reading',
  cta: {
    heading: 'Put this into practice with Aden',
    body: 'Start on the free plan with your own data, or let a solutions engineer walk you through it.',
    primary: { label: 'Start for free', action: 'start-free' },
    secondary: { label: 'Book a demo', action: 'book-demo' },
  },
  // The blog's own words date from its opening, with its first post.
  updated: '2026-06-30',
});
