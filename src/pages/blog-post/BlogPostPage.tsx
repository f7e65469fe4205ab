import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { JsonLd } from '@/components/JsonLd';
import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { ArticleByline, ArticleList, TagLinks } from '@/components/sections/ArticleList';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { Prose } from '@/components/sections/Prose';
import { Section } from '@/components/sections/Section';
import { panelSurface } from '@/components/surfaces';
import { config } from '@/lib/config/siteConfig';
import { absoluteUrl, LOGO_PATH, ogImagePath, SITE_NAME } from '@/lib/seo/seo';
import type { BlogPostPayload } from './blogPostPageData';

/** One article: its body comes from the payload (rendered from Markdown by the build). */
export default function BlogPostPage({ path, data }: PageProps<BlogPostPayload>) {
  const { copy, trail, post, related } = data;
  const crumbs = [...trail, { name: post.title, path }];
  return (
    <>
      <PageMeta
        title={post.title}
        description={post.description}
        path={path}
        type="article"
        breadcrumbs={crumbs}
      />
      <meta property="article:published_time" content={post.date} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.description,
          datePublished: post.date,
          dateModified: post.updated ?? post.date,
          author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
          publisher: {
            '@type': 'Organization',
            name: SITE_NAME,
            url: config.siteUrl,
            logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_PATH) },
          },
          image: absoluteUrl(ogImagePath(path)),
          mainEntityOfPage: absoluteUrl(path),
          keywords: post.tags.join(', '),
        }}
      />
      <Box component="article" sx={{ pt: { xs: 12, md: 16 } }}>
        <Container maxWidth="md">
          <Breadcrumbs crumbs={crumbs} />
          <Typography variant="h1" sx={{ mb: 2, textWrap: 'balance' }}>
            {post.title}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' }, color: 'text.secondary', mb: 2 }}>
            {post.description}
          </Typography>
          <ArticleByline post={{ ...post, author: post.author.name }} />
          <Box sx={{ mt: 2 }}>
            <TagLinks tags={post.tags} />
          </Box>
          <Box
            component="img"
            src={post.cover}
            alt={post.coverAlt}
            width={1200}
            height={630}
            // As wide as the reading column below it: the cover is drawn for cards, so wider it only enlarges.
            sx={{
              display: 'block',
              width: '100%',
              maxWidth: '40rem',
              height: 'auto',
              aspectRatio: '1200 / 630',
              borderRadius: 3,
              my: { xs: 4, md: 6 },
              bgcolor: 'grey.100',
            }}
          />
          {/* The reading measure: about 70 characters a line at the text's 18 px (65 to 75). */}
          <Box sx={{ maxWidth: '40rem' }}>
            <Prose html={post.html} />
            <Box component="aside" aria-label={copy.authorLabel} sx={{ ...panelSurface, mt: 6, p: 3 }}>
              <Typography sx={{ fontWeight: 700 }}>{post.author.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {post.author.role}
              </Typography>
              <Typography variant="body2">{post.author.bio}</Typography>
            </Box>
          </Box>
        </Container>
      </Box>
      {related.length > 0 && (
        <Section id="related" heading={copy.relatedHeading}>
          <ArticleList posts={related} />
        </Section>
      )}
      <CtaBand cta={copy.cta} />
    </>
  );
}
