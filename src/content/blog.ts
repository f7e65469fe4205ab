/** Blog posts (metadata only; bodies live with the page so they load with it). */
export interface BlogPostMeta {
  slug: string;
  title: string;
  summary: string;
  date: string;
}

export const blogPosts: BlogPostMeta[] = [
  {
    slug: 'automating-month-end-close',
    title: 'Automating the month-end close',
    summary: 'How finance teams cut their close from ten days to three with AI-assisted reconciliation.',
    date: '2026-10-14',
  },
  {
    slug: 'inventory-forecasting-with-ai',
    title: 'Inventory forecasting with AI',
    summary:
      'Why demand forecasts beat fixed reorder points, and how to start with the data you already have.',
    date: '2026-09-02',
  },
  {
    slug: 'from-spreadsheets-to-systems',
    title: 'From spreadsheets to systems',
    summary: 'A practical path for moving a growing business off spreadsheets without stopping operations.',
    date: '2026-07-21',
  },
];

export const findBlogPost = (slug: string | undefined) => blogPosts.find((post) => post.slug === slug);
