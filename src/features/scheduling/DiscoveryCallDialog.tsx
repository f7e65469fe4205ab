import { config } from '@/lib/config/siteConfig';
import { SchedulingDialog } from './SchedulingDialog';

/** The discovery-call scheduler (SPEC 2: width 90%, max 1200 px, iframe 760 px). */
export function DiscoveryCallDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SchedulingDialog
      open={open}
      onClose={onClose}
      title="Book a discovery call"
      url={config.discoveryCallUrl}
    />
  );
}
