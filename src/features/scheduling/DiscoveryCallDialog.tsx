import { config } from '@/lib/config';
import type { SchedulerDialogProps } from './SchedulerSlot';
import { SchedulingDialog } from './SchedulingDialog';

/** The discovery-call scheduler (SPEC 2: width 90%, max 1200 px, iframe 760 px). */
export function DiscoveryCallDialog({ open, onClose, onAskForTime }: SchedulerDialogProps) {
  return (
    <SchedulingDialog
      open={open}
      onClose={onClose}
      onAskForTime={onAskForTime}
      title="Book a discovery call"
      url={config.discoveryCallUrl}
    />
  );
}
