import { useDemoDialog } from '@/lib/appActors';
import { deferredModule } from '@/lib/deferredModule';
import { SchedulerSlot } from './SchedulerSlot';

const bookDemoDialog = deferredModule(() =>
  import('./BookDemoDialog').then((module) => module.BookDemoDialog),
);

/** Loads the demo scheduler's dialog ahead of need (on intent: src/app/intentPreload.ts). */
export const preloadDemoDialog = bookDemoDialog.preload;

/** "Book a demo" (SPEC 2): the demo scheduler, mounted once by the layout, open while its actor says so. */
export function DemoDialog() {
  const { open, close, askForTime } = useDemoDialog();
  return <SchedulerSlot open={open} onClose={close} onAskForTime={askForTime} dialog={bookDemoDialog} />;
}
