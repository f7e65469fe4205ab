import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { prefilledSchedulingUrl } from '@/lib/prefilledUrl';

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
 */
export function SchedulingFrame({
  url,
  name,
  email,
  height,
  title = 'Schedule a meeting',
}: SchedulingFrameProps) {
  const src = prefilledSchedulingUrl(url, { name, email });
  return (
    <Box>
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
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
        Calendar not showing?{' '}
        <Link href={src} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
          Open the scheduler in a new tab
        </Link>
      </Typography>
    </Box>
  );
}
