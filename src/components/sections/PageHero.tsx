import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  /** The page's h1. */
  title: ReactNode;
  /** One paragraph under the heading. */
  description?: ReactNode;
  /** A picture beside the text (an avatar, an illustration); above it on phones. */
  media?: ReactNode;
  /** Marks the section as loading (placeholders in children). */
  busy?: boolean;
  /** What follows the description: calls to action, a status, placeholders. */
  children?: ReactNode;
}

/**
 * The opening section of a page: its container, its h1, a description and what follows. Every page
 * opens with it, so the top of the site has one rhythm (header clearance, heading size).
 */
export function PageHero({ title, description, media, busy, children }: PageHeroProps) {
  const text = (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
          {description}
        </Typography>
      ) : null}
      {children}
    </>
  );
  return (
    <Box
      component="section"
      aria-busy={busy || undefined}
      sx={{ pt: { xs: 14, md: 18 }, pb: { xs: 6, md: 10 } }}
    >
      <Container maxWidth="md">
        {media ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 3, sm: 5 }}
            sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
          >
            {media}
            <Box sx={{ minWidth: 0, flex: 1 }}>{text}</Box>
          </Stack>
        ) : (
          text
        )}
      </Container>
    </Box>
  );
}
