import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { formatDate } from '@/components/sections/ArticleList';
import { Prose } from '@/components/sections/Prose';
import { panelSurface } from '@/components/surfaces';
import type { LegalPayload } from './legalPageData';

/** /privacy and /terms-of-service: the document with its numbered sections and dates. */
export default function LegalPage({ path, data }: PageProps<LegalPayload>) {
  const { copy, document } = data;
  return (
    <>
      <PageMeta title={document.title} description={document.description} path={path} />
      <Box component="article" sx={{ pt: { xs: 12, md: 16 }, pb: { xs: 8, md: 12 } }}>
        <Container maxWidth="md">
          <Typography variant="h1" sx={{ mb: 2 }}>
            {document.title}
          </Typography>
          <Typography color="text.secondary">
            {copy.lastUpdatedLabel}{' '}
            <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated)}</time>
            {' · '}
            {copy.effectiveLabel} <time dateTime={document.effective}>{formatDate(document.effective)}</time>
          </Typography>
          <Box component="nav" aria-label={copy.contentsLabel} sx={{ ...panelSurface, my: 4, p: 3 }}>
            <Typography sx={{ fontWeight: 700, mb: 1 }}>{copy.contentsHeading}</Typography>
            <Box
              component="ol"
              sx={{ listStyle: 'none', p: 0, m: 0, columns: { md: 2 }, '& li': { mb: 0.75 } }}
            >
              {document.sections.map((section) => (
                <li key={section.id}>
                  <Link href={`#${section.id}`}>{section.text}</Link>
                </li>
              ))}
            </Box>
          </Box>
          <Prose html={document.html} />
        </Container>
      </Box>
    </>
  );
}
