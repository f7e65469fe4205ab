import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { opensDialog } from '@/boot/LazyDialog';
import type { PlanActions } from './PlanCard';

/** The closing call to action: start free, or talk to sales. */
export function StartFreeBand({ actions }: { actions: PlanActions }) {
  return (
    <Box component="section" aria-labelledby="start-free-title" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="md">
        <Stack spacing={2.5} sx={{ textAlign: 'center', alignItems: 'center' }}>
          <Typography id="start-free-title" variant="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
            Start on Free Forever today
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
            Sign up in a minute, connect your bank and your spreadsheets, and upgrade only when Aden is doing
            real work for you.
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            <Button variant="contained" size="large" {...opensDialog('auth')} onClick={actions.onSignup}>
              Start for free
            </Button>
            <Button
              variant="outlined"
              size="large"
              {...opensDialog('contact')}
              onClick={actions.onContactSales}
            >
              Talk to sales
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
