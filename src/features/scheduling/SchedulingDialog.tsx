import CloseRounded from '@mui/icons-material/CloseRounded';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import type { LazyDialogProps } from '@/boot/LazyDialog';
import { SchedulingFrame } from '@/components/SchedulingFrame';
import { useSessionUser } from '@/lib/appActors';
import { config } from '@/lib/config';
import { fullName } from '@/lib/prefilledUrl';
import { DISCOVERY_DIALOG_MAX_WIDTH_PX, DISCOVERY_IFRAME_HEIGHT_PX } from '@/lib/themeTokens';

export interface SchedulingDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  url: string;
}

/**
 * A dialog around the scheduler: 90% wide up to 1200 px, the frame 760 px high (SPEC 2, discovery call).
 * The demo dialog uses the same frame, as SPEC gives no other size. A signed-in user's name and e-mail
 * are prefilled.
 */
export function SchedulingDialog({ open, onClose, title, url }: SchedulingDialogProps) {
  const user = useSessionUser();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: '90%', maxWidth: DISCOVERY_DIALOG_MAX_WIDTH_PX, mx: 0 } } }}
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
        />
      </DialogContent>
    </Dialog>
  );
}

/** The demo scheduler's dialog (SPEC 2 gives it no size of its own: the discovery call's). */
export function BookDemoDialog({ open, onClose }: LazyDialogProps) {
  return <SchedulingDialog open={open} onClose={onClose} title="Book a demo" url={config.schedulingUrl} />;
}

/** The discovery-call scheduler (SPEC 2: width 90%, max 1200 px, iframe 760 px). */
export function DiscoveryCallDialog({ open, onClose }: LazyDialogProps) {
  return (
    <SchedulingDialog
      open={open}
      onClose={onClose}
      title="Book a discovery call"
      url={config.discoveryCallUrl}
    />
  );
}
