import { deferredModule } from '@/lib/deferredModule';
import { type SchedulerDialogProps, SchedulerSlot } from './SchedulerSlot';

const discoveryCallDialog = deferredModule(() =>
  import('./DiscoveryCallDialog').then((module) => module.DiscoveryCallDialog),
);

/** Loads the discovery-call scheduler's dialog ahead of need (on intent: src/app/intentPreload.ts). */
export const preloadDiscoveryCallDialog = discoveryCallDialog.preload;

/** The discovery-call scheduler where a page offers one; its dialog's code arrives when first opened. */
export function DiscoveryCall({ open, onClose, onAskForTime }: SchedulerDialogProps) {
  return (
    <SchedulerSlot open={open} onClose={onClose} onAskForTime={onAskForTime} dialog={discoveryCallDialog} />
  );
}
