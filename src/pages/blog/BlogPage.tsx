import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearch } from 'wouter';
import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { ArticleList, tagHref, tagLabel } from '@/components/sections/ArticleList';
import { CtaBand } from '@/components/sections/CtaBand';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { demoMinutes } from '@/content/facts/timeline';
import { routes } from '@/lib/routing/paths';
import type { BlogPayload } from './blogPageData';

const DESCRIPTION =
  'Practical guides on finance, inventory, projects and people operations, product news, and how teams automate their work with Aden.';

/**
 * The blog: every post with date, author, reading time and tags. A tag's page (`/blog/tag/{tag}`,
 * prerendered) lists that tag's posts; `/blog?tag=` still filters once the app runs, for old links.
 */
/** The tag shown now: tinted like a pressed filter, not filled, so the page keeps one filled button. */
const currentTagSx = { bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.1) } as const;

export default function BlogPage({ path, data }: PageProps<BlogPayload>) {
  const queried = new URLSearchParams(useSearch()).get('tag');
  const active = data.tag ?? (data.tags.some((item) => item.tag === queried) ? queried : null);
  const posts = active ? data.posts.filter((post) => post.tags.includes(active)) : data.posts;
  return (
    <>
      {data.tag ? (
        <PageMeta
          title={`Posts tagged “${tagLabel(data.tag)}”`}
          description={`Articles from the Aden blog about ${tagLabel(data.tag)}: ${DESCRIPTION}`}
          path={path}
          breadcrumbs={[
            { name: 'Home', path: '/' },
            { name: 'Blog', path: '/blog' },
            { name: tagLabel(data.tag), path },
          ]}
        />
      ) : (
        <PageMeta title="Blog" description={DESCRIPTION} path={path} />
      )}
      <link rel="alternate" type="application/rss+xml" title="Aden Blog" href="/blog/rss.xml" />
      <PageHero
        align="center"
        title="The Aden blog"
        lead="Guides from the people who build and run Aden: closing the books faster, keeping stock honest, delivering projects on budget and getting data out of documents."
      >
        <Typography variant="body2" sx={{ mt: 3 }}>
          <Link href="/blog/rss.xml">Subscribe with RSS</Link>
        </Typography>
      </PageHero>
      <Section id="posts" maxWidth="lg">
        <Box component="nav" aria-label="Filter posts by tag" sx={{ mb: 5 }}>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            <li>
              <Chip
                component={RouterLink}
                href={routes.blog.href()}
                clickable
                label={`All posts (${data.posts.length})`}
                color={active ? 'default' : 'primary'}
                variant="outlined"
                sx={active ? undefined : currentTagSx}
                aria-current={active ? undefined : 'page'}
              />
            </li>
            {data.tags.map((item) => (
              <li key={item.tag}>
                <Chip
                  component={RouterLink}
                  href={tagHref(item.tag)}
                  clickable
                  label={`${tagLabel(item.tag)} (${item.count})`}
                  color={item.tag === active ? 'primary' : 'default'}
                  variant="outlined"
                  sx={item.tag === active ? currentTagSx : undefined}
                  aria-current={item.tag === active ? 'page' : undefined}
                />
              </li>
            ))}
          </Box>
        </Box>
        <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 4 }} aria-live="polite">
          {active ? `Posts tagged “${tagLabel(active)}”` : 'Latest posts'}
        </Typography>
        <ArticleList posts={posts} />
      </Section>
      <CtaBand
        cta={{
          heading: 'See what Aden would automate for you',
          body: `Bring one process you run today; in ${demoMinutes} minutes we show it running in Aden with your own numbers.`,
          primary: { label: 'Book a demo', action: 'book-demo' },
          secondary: { label: 'Start for free', action: 'start-free' },
        }}
      />
    </>
  );
}
