import type { ComponentType } from 'react';
import { DeferredDialog } from '@/components/DeferredDialog';
import type { DeferredModule } from '@/lib/deferredModule';
import { reportChunkLoadFailure, useAppActors } from '@/lib/state/appActors';
import { toast } from '@/lib/ui/toast';

export interface SchedulerDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Where a scheduler's dialog (the demo's, a discovery call's) lives in the layout: its code (MUI's
 * Dialog and the scheduler's frame) arrives the first time it opens, or on intent
 * (src/app/intentPreload.ts).
 */
export function SchedulerSlot({
  open,
  onClose,
  dialog,
}: SchedulerDialogProps & { dialog: DeferredModule<ComponentType<SchedulerDialogProps>> }) {
  const { buildUpdate } = useAppActors();
  return (
    <DeferredDialog
      open={open}
      dialog={dialog}
      props={{ open, onClose }}
      onLoadError={() => {
        onClose();
        toast('The scheduler could not be loaded. Please check your connection and try again.', 'error');
        reportChunkLoadFailure(buildUpdate, window.location.pathname);
      }}
    />
  );
}
