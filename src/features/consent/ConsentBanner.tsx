import { BUTTON_LABELS } from '@contract/buttonLabels';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId } from 'react';
import { Link } from 'wouter';
import { routes } from '@/lib/routing/paths';
import { useConsentBannerOpen, useConsentCommands } from '@/lib/state/appActors';

/**
 * The cookie banner (issue 13), shown while the visitor has not chosen. Fixed to the bottom edge, so
 * the page does not move, and below the dialogs' layer (the app bar's z-index, under the modal's
 * 1800), so it never covers the sign-in or contact dialogs. It takes no focus: it is a labelled region
 * reached with Tab like the rest of the page, and every choice is a button. "Necessary only" and
 * "Accept all" carry equal weight: the same variant and the same size at every width.
 */
export function ConsentBanner() {
  // Drawn in a render of its own that yields to the browser: the banner appears as the app starts
  // (consent starts first) and would otherwise be drawn in the same task as the flows' start.
  const open = useDeferredValue(useConsentBannerOpen());
  const { acceptAll, rejectAll, openSettings } = useConsentCommands();
  const headingId = useId();
  if (!open) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 'appBar',
        borderTop: 1,
        borderColor: 'divider',
        py: { xs: 2, md: 2.5 },
      }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 1.5, md: 4 }}
          sx={{ alignItems: { md: 'center' } }}
        >
          <div>
            <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              Cookies on this site
            </Typography>
            {/* Two short paragraphs rather than one long one: the banner is drawn after the page, and a
                block larger than the page's own heading would become the page's largest paint. */}
            <Typography variant="body2" color="text.secondary">
              Necessary cookies keep the site working. With your permission we also load the chat widget and
              the scheduler (functional), our ads tag (marketing) and count steps in our forms (statistics).
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Change this any time under “Cookie settings” at the bottom of each page. Read our{' '}
              <Link href={routes.privacy.path} asChild>
                <MuiLink underline="always">privacy policy</MuiLink>
              </Link>
              .
            </Typography>
          </div>
          <Box
            sx={{
              flexShrink: 0,
              display: 'grid',
              gap: 1,
              // Phones: the two choices side by side, each half the width, Customize under them.
              gridTemplateColumns: { xs: '1fr 1fr', md: 'auto 1fr 1fr' },
              '& > .MuiButton-root': { whiteSpace: 'nowrap' },
            }}
          >
            <Button
              variant="text"
              onClick={openSettings}
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, order: { xs: 1, md: 0 } }}
            >
              Customize
            </Button>
            <Button variant="outlined" onClick={rejectAll}>
              {BUTTON_LABELS.necessaryOnly}
            </Button>
            <Button variant="outlined" onClick={acceptAll}>
              {BUTTON_LABELS.acceptAll}
            </Button>
          </Box>
        </Stack>
      </Container>
    </Paper>
  );
}
