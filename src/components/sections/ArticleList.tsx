import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import { Link } from 'wouter';
import { HydrationBoundary } from '@/lib/loading/HydrationBoundary';
import { routes } from '@/lib/routing/paths';
import { CardGrid } from './CardGrid';

export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  date: string;
  author: string;
  readingMinutes: number;
  tags: readonly string[];
  cover: string;
  coverAlt: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "14 October 2026": dates read the same on the server and in every browser (UTC, English), written by
 * hand as `Intl.DateTimeFormat('en-GB', { day, month: 'long', year })` writes them: the browser's first
 * date formatter loads its locale data, about 9 ms of the blog's hydration on this machine.
 */
export function formatDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "October 2025" from "2025-10". */
export function formatMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** A tag's own prerendered page: the filter works without JavaScript. */
export const tagHref = (tag: string) => routes.blogTag.href(tag);
export const tagLabel = (tag: string) => tag.replace(/-/g, ' ');

/** Date, author and reading time of a post, on one line. */
export function ArticleByline({
  post,
}: {
  post: Pick<ArticleSummary, 'date' | 'author' | 'readingMinutes'>;
}) {
  return (
    <Typography variant="body2" color="text.secondary">
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      {` · ${post.author} · ${post.readingMinutes} min read`}
    </Typography>
  );
}

/** A post's tags as links to the blog filtered by each. */
export function TagLinks({ tags }: { tags: readonly string[] }) {
  return (
    <Box
      component="ul"
      aria-label="Tags"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Chip
            component={Link}
            href={tagHref(tag)}
            label={tagLabel(tag)}
            size="small"
            clickable
            variant="outlined"
          />
        </li>
      ))}
    </Box>
  );
}

/** Posts as cards: cover, title (the link), summary, byline, tags. */
export function ArticleList({ posts }: { posts: readonly ArticleSummary[] }) {
  return (
    // A tag with one post keeps a card's width (laid out as if two), not a cover across the page.
    // Cards at least about 340 px wide, the width a cover is drawn at (src/content/blogCovers.ts).
    <CardGrid count={Math.max(posts.length, 2)} columns={{ md: 2, lg: 3 }} gap={{ xs: 4, md: 5 }}>
      {/* Each post hydrates in a pass of its own (a Suspense boundary): a list is many chips and links. */}
      {posts.map((post, index) => (
        <HydrationBoundary key={post.slug}>
          <Box component="li" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Box
              component="img"
              src={post.cover}
              alt={post.coverAlt}
              width={1200}
              height={630}
              loading={index < 3 ? 'eager' : 'lazy'}
              decoding="async"
              sx={{
                width: '100%',
                height: 'auto',
                aspectRatio: '1200 / 630',
                borderRadius: 3,
                display: 'block',
                bgcolor: 'grey.100',
              }}
            />
            <ArticleByline post={post} />
            <Typography variant="h2" sx={{ fontSize: '1.25rem', lineHeight: 1.3 }}>
              <Box
                component={Link}
                href={`/blog/${post.slug}`}
                sx={{
                  color: 'inherit',
                  textDecoration: 'none',
                  '&:hover': { color: 'primary.main', textDecoration: 'underline' },
                }}
              >
                {post.title}
              </Box>
            </Typography>
            <Typography color="text.secondary">{post.description}</Typography>
            <TagLinks tags={post.tags} />
          </Box>
        </HydrationBoundary>
      ))}
    </CardGrid>
  );
}
