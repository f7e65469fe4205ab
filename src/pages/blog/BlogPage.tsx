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
import { routes } from '@/lib/routing/paths';
import type { BlogPayload } from './blogPageData';

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
  const { copy } = data;
  const taggedTitle = (tag: string) => copy.tagTitle.replace('{tag}', tagLabel(tag));
  return (
    <>
      {data.tag ? (
        <PageMeta
          title={taggedTitle(data.tag)}
          description={copy.tagDescription
            .replace('{tag}', tagLabel(data.tag))
            .replace('{description}', copy.description)}
          path={path}
          breadcrumbs={[...data.trail, { name: tagLabel(data.tag), path }]}
        />
      ) : (
        <PageMeta title={copy.title} description={copy.description} path={path} />
      )}
      <link rel="alternate" type="application/rss+xml" title={copy.rssTitle} href="/blog/rss.xml" />
      <PageHero align="center" title={copy.headline} lead={copy.lead}>
        <Typography variant="body2" sx={{ mt: 3 }}>
          <Link href="/blog/rss.xml">{copy.rssLink}</Link>
        </Typography>
      </PageHero>
      <Section id="posts" maxWidth="lg">
        <Box component="nav" aria-label={copy.tagFilterLabel} sx={{ mb: 5 }}>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            <li>
              <Chip
                component={RouterLink}
                href={routes.blog.href()}
                clickable
                label={copy.allPostsLabel.replace('{count}', String(data.posts.length))}
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
          {active ? taggedTitle(active) : copy.latestHeading}
        </Typography>
        <ArticleList posts={posts} />
      </Section>
      <CtaBand cta={copy.cta} />
    </>
  );
}
