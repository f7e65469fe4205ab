import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';

/** A pointer to the ROI calculator, for buyers who need the business case. */
export function RoiTeaser({ href }: { href: string }) {
  return (
    <Box component="section" aria-labelledby="roi-teaser-title" sx={{ pb: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{
            p: { xs: 3, md: 5 },
            borderRadius: 4,
            color: 'common.white',
            background: 'linear-gradient(120deg, #2f2c99 0%, #3f3cbb 55%, #0b7a75 100%)',
            alignItems: { md: 'center' },
            justifyContent: 'space-between',
          }}
        >
          <Box>
            <Typography id="roi-teaser-title" variant="h4" component="h2" sx={{ mb: 1 }}>
              Will Aden pay for itself?
            </Typography>
            <Typography sx={{ opacity: 0.9, maxWidth: 620 }}>
              Put in your team size, the hours spent on manual work and what an hour costs you: the ROI
              calculator shows the savings, the payback month and the return, month by month.
            </Typography>
          </Box>
          <Button
            component={Link}
            href={href}
            size="large"
            endIcon={<ArrowForwardRounded />}
            sx={{
              flexShrink: 0,
              bgcolor: 'common.white',
              color: 'primary.dark',
              '&:hover': { bgcolor: 'grey.100' },
            }}
          >
            Calculate your ROI
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
