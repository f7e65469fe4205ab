import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CtaButton } from './CtaButton';
import type { Cta } from './ctaActions';

export interface CtaBandData {
  heading: string;
  body: string;
  primary: Cta;
  secondary?: Cta;
}

/**
 * The band every page closes on: a heading and a sentence on the brand colour, with the page's
 * buttons (children) beside them on wide screens and under them on phones. One look site-wide.
 */
export function CtaBandFrame({
  id,
  heading,
  body,
  children,
}: {
  id: string;
  heading: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-heading`}
      // Always the page's last section: the footer's top margin spaces it from below.
      sx={{ pt: { xs: 4, md: 6 } }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            borderRadius: 4,
            px: { xs: 3, md: 8 },
            py: { xs: 5, md: 8 },
            color: 'common.white',
            bgcolor: 'primary.dark',
            // The brand's colour, deepening towards the text's corner: white reads on every part of it.
            backgroundImage: (theme) =>
              `linear-gradient(110deg, ${theme.palette.primary.dark} 40%, ${theme.palette.primary.main} 100%)`,
            display: 'grid',
            gap: 4,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: '1fr auto' },
          }}
        >
          <Box>
            <Typography variant="h2" id={`${id}-heading`} sx={{ mb: 1.5 }}>
              {heading}
            </Typography>
            <Typography sx={{ color: 'grey.100', fontSize: { md: '1.125rem' } }}>{body}</Typography>
          </Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{
              justifyContent: { md: 'flex-end' },
              // On the brand colour the primary button is white and the secondary white-outlined.
              '& .MuiButton-contained': {
                bgcolor: 'common.white',
                color: 'primary.dark',
                '&:hover': { bgcolor: 'grey.100' },
              },
              '& .MuiButton-outlined': {
                color: 'common.white',
                borderColor: 'rgba(255,255,255,0.7)',
                '&:hover': { borderColor: 'common.white' },
              },
            }}
          >
            {children}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}

/** The closing call to action of a page: a heading, a sentence, and one or two buttons to the dialogs. */
export function CtaBand({ id = 'get-started', cta }: { id?: string; cta: CtaBandData }) {
  return (
    <CtaBandFrame id={id} heading={cta.heading} body={cta.body}>
      <CtaButton cta={cta.primary} size="large" variant="contained" />
      {cta.secondary && <CtaButton cta={cta.secondary} size="large" variant="outlined" />}
    </CtaBandFrame>
  );
}
