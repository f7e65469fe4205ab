import { closeDemo, useDemoOpen } from '../../actors/demoDialog';
import { config } from '../../lib/config';
import { SchedulingDialog } from './SchedulingDialog';

/** "Book a demo" opens this scheduling dialog (SPEC 2); mounted once by the layout. */
export function DemoDialog() {
  const open = useDemoOpen();
  return <SchedulingDialog open={open} onClose={closeDemo} title="Book a demo" url={config.schedulingUrl} />;
}
