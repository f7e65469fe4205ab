import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { SchedulingFrame } from '@/components/SchedulingFrame';
import { config } from '@/lib/config/siteConfig';
import {
  DISCOVERY_DIALOG_MAX_WIDTH_PX,
  DISCOVERY_IFRAME_HEIGHT_PX,
  FORM_DIALOG_WIDTH_PX,
} from '@/lib/config/themeTokens';
import type { LazyDialogProps } from '@/lib/loading/LazyDialog';
import { useConsentGranted, useDemoDialog, useDiscoveryCall, useSessionUser } from '@/lib/state/appActors';
import { fullName } from '@/lib/ui/prefilledUrl';

export interface SchedulingDialogProps {
  open: boolean;
  onClose: () => void;
  /** Ask for a time through our own contact form instead (the scheduler needs functional cookies): no phone number. */
  onAskForTime: () => void;
  title: string;
  url: string;
}

/**
 * A dialog around the scheduler: 90% wide up to 1200 px, the frame 760 px high (SPEC 2, discovery call).
 * The demo dialog uses the same frame, as SPEC gives no other size. A signed-in user's name and e-mail
 * are prefilled. Without functional cookies the dialog is sized to what it holds: a first-party way
 * to ask for a time (our contact form) beside the button that loads the scheduler.
 */
export function SchedulingDialog({ open, onClose, onAskForTime, title, url }: SchedulingDialogProps) {
  const user = useSessionUser();
  const titleId = useId();
  const schedulerAllowed = useConsentGranted('functional');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: {
            width: schedulerAllowed ? '90%' : '100%',
            // Without the scheduler it holds two short offers, not a calendar: a form's width.
            maxWidth: schedulerAllowed ? DISCOVERY_DIALOG_MAX_WIDTH_PX : FORM_DIALOG_WIDTH_PX,
            mx: { xs: 1.5, sm: 4 },
          },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        <SchedulingFrame
          url={url}
          name={fullName(user)}
          email={user?.email}
          height={DISCOVERY_IFRAME_HEIGHT_PX}
          title={title}
          alternative={
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}>
              <Typography>
                Tell us when suits you and a solutions engineer e-mails you an invitation for that time,
                within one business day. No phone number needed.
              </Typography>
              <Button variant="contained" onClick={onAskForTime}>
                Ask for a time
              </Button>
            </Box>
          }
        />
      </DialogContent>
    </Dialog>
  );
}

/** The demo scheduler's dialog (SPEC 2 gives it no size of its own: the discovery call's). */
export function BookDemoDialog({ open, onClose }: LazyDialogProps) {
  const { askForTime } = useDemoDialog();
  return (
    <SchedulingDialog
      open={open}
      onClose={onClose}
      onAskForTime={askForTime}
      title="Book a demo"
      url={config.schedulingUrl}
    />
  );
}

/** The discovery-call scheduler (SPEC 2: width 90%, max 1200 px, iframe 760 px). */
export function DiscoveryCallDialog({ open, onClose }: LazyDialogProps) {
  const { askForTime } = useDiscoveryCall();
  return (
    <SchedulingDialog
      open={open}
      onClose={onClose}
      onAskForTime={askForTime}
      title="Book a discovery call"
      url={config.discoveryCallUrl}
    />
  );
}
