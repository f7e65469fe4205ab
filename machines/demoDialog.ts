import { setup } from 'xstate';
import { BUTTON_LABELS } from '../contract/buttonLabels';
import type { WordsFor } from './words';

// The "Book a demo" scheduling dialog (SPEC 4 'Demo dialog': open or closed). Without functional
// cookies the scheduler is not loaded, so the dialog also offers to ask for a time through our own
// contact form (DESIGN 5 'demo without cookies'): 'demo.askForTime' closes it and hands over to that form,
// which asks for a name, an e-mail address and a time, never a phone number.

export type DemoDialogEvent = { type: 'demo.open' } | { type: 'demo.close' } | { type: 'demo.askForTime' };

export const demoDialogMachine = setup({
  types: { events: {} as DemoDialogEvent },
  actions: {
    /** App: opens the contact dialog with its preferred-time choice in place of the phone number. */
    askForTime: () => {},
  },
}).createMachine({
  id: 'demoDialog',
  description: 'The "Book a demo" scheduling dialog: open or closed.',
  meta: {
    name: 'Demo dialog',
    words: {
      events: {
        'demo.open': `The visitor presses ${BUTTON_LABELS.bookDemo}`,
        'demo.close': 'The visitor closes the Book a demo dialog',
        'demo.askForTime':
          'The visitor asks for a time through our contact form instead of the scheduler, giving an e-mail address and no phone number',
      },
      guards: {},
    },
  } satisfies WordsFor<DemoDialogEvent>,
  initial: 'closed',
  states: {
    closed: {
      description: 'The Book a demo dialog is closed',
      on: { 'demo.open': 'open' },
    },
    open: {
      description:
        'The Book a demo dialog shows the scheduling calendar, or without functional cookies offers to ask for a time',
      on: {
        'demo.close': 'closed',
        'demo.askForTime': { target: 'closed', actions: 'askForTime' },
      },
    },
  },
});
