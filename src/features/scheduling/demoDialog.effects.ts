import { demoDialogMachine } from '@machines/demoDialog';
import type { AppActors } from '@/lib/state/appActors';

/**
 * The scheduler dialogs' effects ("Book a demo", "Book a discovery call"): without the scheduler,
 * either one asks for a time through the contact form (DESIGN 5 'demo without cookies').
 */
export function createDemoDialogLogic(contact: AppActors['contact']) {
  return demoDialogMachine.provide({
    actions: { askForTime: () => contact.send({ type: 'contact.open', askForTime: true }) },
  });
}
