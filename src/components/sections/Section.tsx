import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { centeredAbovePhone } from '@/components/centeredText';
import { CARD_FILL } from '@/components/surfaces';
import { HydrationBoundary } from '@/lib/loading/HydrationBoundary';

export type SectionTone = 'plain' | 'muted' | 'dark';

/** Each band's background, and the fill of the cards on it: a card differs from its band by tone alone. */
const surfaces: Record<SectionTone, { band: string; card: (theme: Theme) => string }> = {
  plain: { band: 'background.default', card: (theme) => theme.palette.surface.tint },
  muted: { band: 'surface.tint', card: (theme) => theme.palette.background.paper },
  dark: { band: 'surface.dark', card: (theme) => alpha(theme.palette.common.white, 0.06) },
};

/**
 * The frame every section shares (MUI marketing-page manner): full-width band, its container, an
 * optional eyebrow, the h2 and an intro paragraph.
 */
export function Section({
  id,
  heading,
  eyebrow,
  intro,
  tone = 'plain',
  maxWidth = 'lg',
  centered = false,
  narrow = false,
  children,
}: {
  id?: string;
  heading?: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: SectionTone;
  maxWidth?: ContainerProps['maxWidth'];
  centered?: boolean;
  /** Text at a reading width, still on the page's left edge (a narrower container would indent it). */
  narrow?: boolean;
  children?: ReactNode;
}) {
  const onDark = tone === 'dark';
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={heading && id ? `${id}-heading` : undefined}
      sx={{
        bgcolor: surfaces[tone].band,
        [CARD_FILL]: surfaces[tone].card,
        color: onDark ? 'common.white' : 'text.primary',
        // Closer on a phone, where sections stand one under another.
        py: { xs: 6, md: 12 },
      }}
    >
      {/* A hydration boundary: each section of a page hydrates in a pass of its own. */}
      <HydrationBoundary>
        <Container maxWidth={maxWidth}>
          {(heading || eyebrow || intro) && (
            <Box
              sx={{
                maxWidth: 760,
                mb: { xs: 4, md: 6 },
                mx: centered ? 'auto' : 0,
                ...(centered ? centeredAbovePhone : { textAlign: 'left' }),
              }}
            >
              {eyebrow && (
                <Typography
                  variant="overline"
                  component="p"
                  sx={{ color: onDark ? 'primary.contrastText' : 'primary.main' }}
                >
                  {eyebrow}
                </Typography>
              )}
              {heading && (
                <Typography variant="h2" id={id ? `${id}-heading` : undefined} sx={{ mb: intro ? 2 : 0 }}>
                  {heading}
                </Typography>
              )}
              {intro && (
                <Typography
                  component="div"
                  sx={{
                    fontSize: { xs: '1rem', md: '1.125rem' },
                    color: onDark ? 'grey.100' : 'text.secondary',
                  }}
                >
                  {intro}
                </Typography>
              )}
            </Box>
          )}
          {narrow ? <Box sx={{ maxWidth: 760 }}>{children}</Box> : children}
        </Container>
      </HydrationBoundary>
    </Box>
  );
}
