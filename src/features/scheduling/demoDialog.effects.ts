import { demoDialogMachine } from '@machines/demoDialog';
import type { AppActors } from '@/lib/state/appActors';

/**
 * The scheduler dialogs' effects ("Book a demo", "Book a discovery call"): without the scheduler,
 * either one asks for a time through the contact form (DESIGN 5 'demo without cookies').
 */
export function createDemoDialogLogic(actors: Pick<AppActors, 'contact'>) {
  return demoDialogMachine.provide({
    // The contact actor is read when the action runs: the app may create it after this one.
    actions: { askForTime: () => actors.contact.send({ type: 'contact.open', askForTime: true }) },
  });
}
