import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useConsentCommands, useConsentGranted } from '@/lib/state/appActors';
import { prefilledSchedulingUrl } from '@/lib/ui/prefilledUrl';

export interface SchedulingFrameProps {
  url: string;
  name?: string | undefined;
  email?: string | undefined;
  /** iframe height in px */
  height: number;
  title?: string;
  /** Shown above the button that loads the scheduler while it is not allowed: another way to get a time. */
  alternative?: ReactNode;
}

/**
 * The embedded scheduler, prefilled with name and email. It fails quietly: when the scheduler cannot
 * load (offline, blocked), the frame stays blank and the link below opens it in a new tab instead.
 * The frame is a functional-cookie service: until that category is granted, a short panel (sized to
 * its text, not to the frame) offers the caller's `alternative` and a button that grants it; the
 * plain link below works either way.
 */
export function SchedulingFrame({
  url,
  name,
  email,
  height,
  title = 'Schedule a meeting',
  alternative,
}: SchedulingFrameProps) {
  const src = prefilledSchedulingUrl(url, { name, email });
  const granted = useConsentGranted('functional');
  const { grant } = useConsentCommands();
  return (
    <Box>
      {granted ? (
        <Box
          component="iframe"
          src={src}
          title={title}
          loading="lazy"
          sx={{
            display: 'block',
            width: '100%',
            height,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'grey.50',
          }}
        />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {alternative}
          <Box
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'grey.50',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              gap: 1.5,
              p: 2.5,
            }}
          >
            <Typography color="text.secondary">
              Our calendar is provided by a third party that sets its own cookies, so it loads only when you
              allow functional cookies.
            </Typography>
            <Button variant="outlined" onClick={() => grant('functional')}>
              Load the scheduler (sets third-party cookies)
            </Button>
          </Box>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
        Calendar not showing?{' '}
        <Link href={src} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
          Open the scheduler in a new tab
        </Link>
      </Typography>
    </Box>
  );
}
