import type { ComponentType } from 'react';
import { DeferredDialog } from '@/components/DeferredDialog';
import { reportChunkLoadFailure, useAppActors } from '@/lib/appActors';
import type { DeferredModule } from '@/lib/deferredModule';
import { toast } from '@/lib/toast';

export interface SchedulerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Ask for a time through our own contact form instead (the scheduler needs functional cookies). */
  onAskForTime: () => void;
}

/**
 * Where a scheduler's dialog (the demo's, a discovery call's) lives in the layout: its code (MUI's
 * Dialog and the scheduler's frame) arrives the first time it opens, or on intent
 * (src/app/intentPreload.ts).
 */
export function SchedulerSlot({
  open,
  onClose,
  onAskForTime,
  dialog,
}: SchedulerDialogProps & { dialog: DeferredModule<ComponentType<SchedulerDialogProps>> }) {
  const { buildUpdate } = useAppActors();
  return (
    <DeferredDialog
      open={open}
      dialog={dialog}
      props={{ open, onClose, onAskForTime }}
      onLoadError={() => {
        onClose();
        toast('The scheduler could not be loaded. Please check your connection and try again.', 'error');
        reportChunkLoadFailure(buildUpdate, window.location.pathname);
      }}
    />
  );
}
