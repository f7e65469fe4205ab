import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import type { SitemapPayload } from './sitemapPageData';

/** A sitemap for people: every page of one part of the site, with what it is about. */
export default function SitemapPage({ path, data }: PageProps<SitemapPayload>) {
  const { copy } = data;
  const sitemapTitle = (section: SitemapPayload['section'], name = copy.sections[section].name) =>
    copy.sitemapTitle.replace('{section}', name);
  const crumbs = [...data.trail, { name: sitemapTitle(data.section), path }];
  return (
    <>
      <PageMeta
        title={sitemapTitle(data.section, data.title)}
        description={data.description}
        path={path}
        breadcrumbs={crumbs}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={copy.eyebrow}
        title={data.title}
        lead={data.description}
      >
        <Box
          component="nav"
          aria-label={copy.otherSitemapsLabel}
          sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 2 }}
        >
          {data.sections
            .filter((section) => section !== data.section)
            .map((section) => (
              <Link
                key={section}
                component={RouterLink}
                href={`/sitemaps/${section}`}
                sx={{ fontWeight: 600 }}
              >
                {sitemapTitle(section)}
              </Link>
            ))}
        </Box>
      </PageHero>
      <Section id="links" heading={copy.linksHeading.replace('{count}', String(data.links.length))}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 760 }}>
          {data.links.map((link) => (
            <Box component="li" key={link.path} sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
              <Link component={RouterLink} href={link.path} sx={{ fontWeight: 600, fontSize: '1.125rem' }}>
                {link.title}
              </Link>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {link.description}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>
    </>
  );
}
