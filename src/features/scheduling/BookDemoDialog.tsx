import { config } from '@/lib/config/siteConfig';
import type { SchedulerDialogProps } from './SchedulerSlot';
import { SchedulingDialog } from './SchedulingDialog';

/** The demo scheduler's dialog (a chunk of its own: see DemoDialog.tsx). */
export function BookDemoDialog({ open, onClose }: SchedulerDialogProps) {
  return <SchedulingDialog open={open} onClose={onClose} title="Book a demo" url={config.schedulingUrl} />;
}
