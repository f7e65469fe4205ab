import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useConsentCommands, useConsentGranted } from '@/lib/state/appActors';
import { prefilledSchedulingUrl } from '@/lib/ui/prefilledUrl';

export interface SchedulingFrameProps {
  url: string;
  name?: string | undefined;
  email?: string | undefined;
  /** iframe height in px */
  height: number;
  title?: string;
}

/**
 * The embedded scheduler, prefilled with name and email. It fails quietly: when the scheduler cannot
 * load (offline, blocked), the frame stays blank and the link below opens it in a new tab instead.
 * The frame is a functional-cookie service: until that category is granted, its place (same size)
 * holds a button that grants it; the plain link below works either way.
 */
export function SchedulingFrame({
  url,
  name,
  email,
  height,
  title = 'Schedule a meeting',
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
        <Box
          sx={{
            height,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'grey.50',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            px: 3,
            textAlign: 'center',
          }}
        >
          <Typography color="text.secondary" sx={{ maxWidth: 440 }}>
            The scheduler is provided by a third party that sets its own cookies, so it loads only when you
            allow functional cookies.
          </Typography>
          <Button variant="contained" onClick={() => grant('functional')}>
            Load the scheduler (sets third-party cookies)
          </Button>
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
