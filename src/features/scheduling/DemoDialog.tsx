import { useDemoDialog } from '@/lib/appActors';
import { config } from '@/lib/config';
import { SchedulingDialog } from './SchedulingDialog';

/** "Book a demo" opens this scheduling dialog (SPEC 2); mounted once by the layout. */
export function DemoDialog() {
  const { open, close } = useDemoDialog();
  return <SchedulingDialog open={open} onClose={close} title="Book a demo" url={config.schedulingUrl} />;
}
