import { definePage } from '@/content/definePage';
import { demoMinutes } from '@/content/facts/timeline';
import { blogPageSchema } from '@/content/schema';

export default definePage(blogPageSchema, {
  title: 'Blog',
  description:
    'Practical guides on finance, inventory, projects and people operations, product news, and how teams automate their work with Aden.',
  headline: 'The Aden blog',
  lead: 'Guides from the people who build and run Aden: closing the books faster, keeping stock honest, delivering projects on budget and getting data out of documents.',
  tagTitle: 'Posts tagged “{tag}”',
  tagDescription: 'Articles from the Aden blog about {tag}: {description}',
  rssTitle: 'Aden Blog',
  rssDescription: 'Guides, product news and stories from teams automating their operations with Aden.',
  rssLink: 'Subscribe with RSS',
  tagFilterLabel: 'Filter posts by tag',
  allPostsLabel: 'All posts ({count})',
  latestHeading: 'Latest posts',
  cta: {
    heading: 'See what Aden would automate for you',
    body: `Bring one process you run today; in ${demoMinutes} minutes we show it running in Aden with your own numbers.`,
    primary: { label: 'Book a demo', action: 'book-demo' },
    secondary: { label: 'Start for free', action: 'start-free' },
  },
  // The blog's own words date from its opening, with its first post.
  updated: '2026-06-30',
});
