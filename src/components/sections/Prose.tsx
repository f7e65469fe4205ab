import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';

/**
 * An article's or legal document's body: HTML rendered from Markdown at build time (from our own
 * content files), styled for reading.
 */
export function Prose({ html }: { html: string }) {
  const [, navigate] = useLocation();
  // Links to the site's own pages navigate in the app, like every other link (no full reload).
  const followInternalLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link?.target) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <Box
      className="prose"
      onClick={followInternalLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered by the build.
      dangerouslySetInnerHTML={{ __html: html }}
      sx={{
        fontSize: { xs: '1.125rem', md: '1.125rem' },
        lineHeight: 1.75,
        color: 'text.primary',
        '& h2': {
          fontSize: { xs: '1.5rem', md: '1.5rem' },
          lineHeight: 1.3,
          mt: 6,
          mb: 2,
          scrollMarginTop: 96,
        },
        '& h3': {
          fontSize: { xs: '1.25rem', md: '1.5rem' },
          lineHeight: 1.35,
          mt: 4,
          mb: 1.5,
          scrollMarginTop: 96,
        },
        // The first block: `:first-child`, spelled so that Emotion does not warn of the style tags it
        // may put between server-rendered elements (this HTML never has them).
        '& > :not(* + *)': { mt: 0 },
        '& p': { my: 2 },
        '& ul, & ol': { pl: 3.5, my: 2 },
        '& li': { mb: 1 },
        '& li > p': { my: 0.5 },
        '& li::marker': { color: 'primary.main', fontWeight: 700 },
        '& strong': { fontWeight: 700 },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 5 },
        '& a': { color: 'primary.main', textUnderlineOffset: '0.15em' },
        '& blockquote': {
          borderLeft: 4,
          borderColor: 'primary.light',
          m: 0,
          my: 3,
          pl: 3,
          color: 'text.secondary',
        },
        '& code': { fontSize: '0.875rem', bgcolor: 'grey.100', px: 0.5, borderRadius: 0.5 },
        '& pre': {
          my: 3,
          p: 2,
          bgcolor: 'grey.100',
          borderRadius: 2,
          overflowX: 'auto',
          fontSize: '0.875rem',
          lineHeight: 1.6,
        },
        '& pre code': { bgcolor: 'transparent', p: 0, fontSize: 'inherit' },
        // Full width; on phones the cells wrap (a scrolling table would need keyboard focus).
        '& table': {
          borderCollapse: 'collapse',
          my: 3,
          width: '100%',
          fontSize: { xs: '0.875rem', md: '1rem' },
          lineHeight: 1.5,
        },
        '& th, & td': {
          borderBottom: 1,
          borderColor: 'divider',
          px: { xs: 1, md: 1.5 },
          py: 1.25,
          textAlign: 'left',
          verticalAlign: 'top',
          hyphens: 'auto',
        },
        '& th': { fontWeight: 700, bgcolor: 'grey.50', borderBottomWidth: 2 },
        '& img': { maxWidth: '100%', height: 'auto' },
      }}
    />
  );
}
