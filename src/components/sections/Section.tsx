import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { HydrationBoundary } from '@/lib/loading/HydrationBoundary';

export type SectionTone = 'plain' | 'muted' | 'brand';

const backgrounds: Record<SectionTone, string> = {
  plain: 'background.default',
  muted: 'grey.50',
  brand: 'primary.dark',
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
  const onBrand = tone === 'brand';
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={heading && id ? `${id}-heading` : undefined}
      sx={{
        bgcolor: backgrounds[tone],
        color: onBrand ? 'common.white' : 'text.primary',
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
                textAlign: centered ? 'center' : 'left',
              }}
            >
              {eyebrow && (
                <Typography
                  variant="overline"
                  component="p"
                  sx={{ color: onBrand ? 'primary.contrastText' : 'primary.main' }}
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
                    color: onBrand ? 'grey.100' : 'text.secondary',
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
