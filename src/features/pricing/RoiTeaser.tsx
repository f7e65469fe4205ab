import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { panelSurface } from '@/components/surfaces';

/** A pointer to the ROI calculator, for buyers who need the business case: a panel with a secondary button. */
export function RoiTeaser({ href }: { href: string }) {
  return (
    <Box component="section" aria-labelledby="roi-teaser-title" sx={{ pb: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{
            ...panelSurface,
            p: { xs: 3, md: 5 },
            alignItems: { md: 'center' },
            justifyContent: 'space-between',
          }}
        >
          <Box>
            <Typography id="roi-teaser-title" variant="h3" component="h2" sx={{ mb: 1 }}>
              Will Aden pay for itself?
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: 620 }}>
              Put in the people whose manual work Aden takes over, their hours and what an hour costs you: the
              ROI calculator weighs the savings against the plan and its onboarding, and shows the payback
              month.
            </Typography>
          </Box>
          <Button
            component={Link}
            href={href}
            variant="outlined"
            size="large"
            endIcon={<ArrowForwardRounded />}
            sx={{ flexShrink: 0 }}
          >
            Calculate your ROI
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
