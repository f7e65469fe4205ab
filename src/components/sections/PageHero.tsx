import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { centeredAbovePhone } from '@/components/centeredText';
import type { PagePicture } from '@/content/screenModel';
import { CtaButton } from './CtaButton';
import type { Cta } from './ctaActions';
import { ProductPicture } from './ProductPicture';

/**
 * The opening section of a page: breadcrumbs, eyebrow, the h1, a lead paragraph, calls to action and
 * an optional picture of the product.
 */
export function PageHero({
  title,
  lead,
  description,
  eyebrow,
  breadcrumbs,
  ctas = [],
  picture,
  aside,
  media,
  busy,
  align = 'start',
  children,
}: {
  /** The page's h1. */
  title: ReactNode;
  /** One paragraph under the heading. */
  lead?: ReactNode;
  /** The same as `lead` (the name the error, retry and employee views use). */
  description?: ReactNode;
  /** A small picture before the text (an avatar); above it on phones. */
  media?: ReactNode;
  /** Marks the section as loading (placeholders in children). */
  busy?: boolean;
  eyebrow?: string;
  /** <Breadcrumbs> of a nested page (given by the page, so pages without any do not load them). */
  breadcrumbs?: ReactNode;
  ctas?: readonly Cta[];
  /** The picture of the product the page describes (loaded at once: it is above the fold). */
  picture?: PagePicture | null;
  /** Drawn beside the text instead of a picture (a logo, a card). */
  aside?: ReactNode;
  /**
   * `center`: a page without a picture or aside whose list follows at once (integrations, processes,
   * the blog) sets its text as one centred column, so no half of the hero is left empty.
   */
  align?: 'start' | 'center';
  /** Below the calls to action (a form, a meta line). */
  children?: ReactNode;
}) {
  const side = aside ?? (picture ? <ProductPicture picture={picture} /> : null);
  const paragraph = lead ?? description;
  const centered = align === 'center' && !side;
  return (
    <Box
      component="section"
      aria-busy={busy || undefined}
      sx={{
        pt: { xs: 12, md: 16 },
        // The next section's own top padding completes the gap (the gradient shows no edge).
        pb: { xs: 4, md: 6 },
        background: (theme) =>
          `linear-gradient(180deg, ${theme.palette.surface.tint} 0%, ${theme.palette.background.default} 100%)`,
        // The picture's colour field reaches past the columns; it never widens the page.
        overflowX: 'clip',
      }}
    >
      <Container maxWidth="lg">
        {breadcrumbs}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 8 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: side ? '7fr 5fr' : '1fr' },
          }}
        >
          <Box
            sx={{
              maxWidth: 760,
              ...(centered && { mx: 'auto', ...centeredAbovePhone }),
              ...(media && {
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                gap: { xs: 3, sm: 5 },
                alignItems: { xs: 'flex-start', sm: 'center' },
              }),
            }}
          >
            {media}
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <HeroHeading eyebrow={eyebrow} title={title} paragraph={paragraph} />
              {ctas.length > 0 && <HeroCtas ctas={ctas} centered={centered} />}
              {children}
            </Box>
          </Box>
          {side && (
            <Box
              sx={{
                maxWidth: { xs: 520, md: 'none' },
                width: '100%',
                mx: 'auto',
                ...(picture && !aside && pictureOnField),
              }}
            >
              {side}
            </Box>
          )}
        </Box>
      </Container>
    </Box>
  );
}

/**
 * The brand's colour field behind the hero's picture (docs/decisions/0175): drawn around the picture
 * rather than padding it, so the picture keeps the width its text is drawn for.
 */
const pictureOnField = {
  position: 'relative',
  isolation: 'isolate',
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: { xs: '-16px -12px', md: '-40px -32px' },
    zIndex: -1,
    borderRadius: { xs: '20px', md: '28px' },
    background: (theme: Theme) => theme.palette.surface.field,
  },
} as const;

/** The eyebrow, the page's h1 and its lead paragraph. */
function HeroHeading({
  eyebrow,
  title,
  paragraph,
}: {
  eyebrow?: string;
  title: ReactNode;
  paragraph?: ReactNode;
}) {
  return (
    <>
      {eyebrow && (
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', mb: 1 }}>
          {eyebrow}
        </Typography>
      )}
      <Typography variant="h1" sx={{ mb: 2.5, textWrap: 'balance' }}>
        {title}
      </Typography>
      {paragraph && (
        <Typography
          component="div"
          sx={{
            fontSize: { xs: '1.125rem', md: '1.25rem' },
            color: 'text.secondary',
            lineHeight: 1.6,
          }}
        >
          {paragraph}
        </Typography>
      )}
    </>
  );
}

/** The hero's calls to action in a row (a column on phones), the first one filled. */
function HeroCtas({ ctas, centered }: { ctas: readonly Cta[]; centered: boolean }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mt: 4, justifyContent: centered ? { xs: 'flex-start', sm: 'center' } : 'flex-start' }}
    >
      {ctas.map((cta, index) => (
        <CtaButton key={cta.label} cta={cta} size="large" variant={index === 0 ? 'contained' : 'outlined'} />
      ))}
    </Stack>
  );
}
