import { config } from '@/lib/config';
import type { SchedulerDialogProps } from './SchedulerSlot';
import { SchedulingDialog } from './SchedulingDialog';

/** The demo scheduler's dialog (a chunk of its own: see DemoDialog.tsx). */
export function BookDemoDialog({ open, onClose, onAskForTime }: SchedulerDialogProps) {
  return (
    <SchedulingDialog
      open={open}
      onClose={onClose}
      onAskForTime={onAskForTime}
      title="Book a demo"
      url={config.schedulingUrl}
    />
  );
}
