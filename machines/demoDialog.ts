import { setup } from 'xstate';
import type { WordsFor } from './words';

// The "Book a demo" scheduling dialog (SPEC 4 'Demo dialog': open or closed).

export type DemoDialogEvent = { type: 'demo.open' } | { type: 'demo.close' };

export const demoDialogMachine = setup({
  types: { events: {} as DemoDialogEvent },
}).createMachine({
  id: 'demoDialog',
  meta: {
    words: {
      events: {
        'demo.open': 'The visitor presses Book a demo',
        'demo.close': 'The visitor closes the Book a demo dialog',
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
      description: 'The Book a demo dialog shows the scheduling calendar',
      on: { 'demo.close': 'closed' },
    },
  },
});
