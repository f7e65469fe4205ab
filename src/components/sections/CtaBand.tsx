import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CtaButton } from './CtaButton';
import type { Cta } from './ctaActions';

export interface CtaBandData {
  heading: string;
  body: string;
  primary: Cta;
  secondary?: Cta;
}

/** The closing call to action of a page: a heading, a sentence, and one or two buttons to the dialogs. */
export function CtaBand({ id = 'get-started', cta }: { id?: string; cta: CtaBandData }) {
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
            background: (theme) =>
              `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
            display: 'grid',
            gap: 4,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: '1fr auto' },
          }}
        >
          <Box>
            <Typography
              variant="h2"
              id={`${id}-heading`}
              sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1.5 }}
            >
              {cta.heading}
            </Typography>
            <Typography sx={{ color: 'grey.100', fontSize: { md: '1.125rem' } }}>{cta.body}</Typography>
          </Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: { md: 'flex-end' } }}
          >
            <CtaButton
              cta={cta.primary}
              size="large"
              variant="contained"
              sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
            />
            {cta.secondary && (
              <CtaButton
                cta={cta.secondary}
                size="large"
                variant="outlined"
                sx={{
                  color: 'common.white',
                  borderColor: 'rgba(255,255,255,0.7)',
                  '&:hover': { borderColor: 'common.white' },
                }}
              />
            )}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
