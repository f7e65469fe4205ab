import { setup } from 'xstate';

// The "Book a demo" scheduling dialog (SPEC 4 'Demo dialog': open or closed). Without functional
// cookies the scheduler is not loaded, so the dialog also offers to ask for a time through our own
// contact form (issue 24): 'demo.askForTime' closes it and hands over to that form.

export type DemoDialogEvent = { type: 'demo.open' } | { type: 'demo.close' } | { type: 'demo.askForTime' };

export const demoDialogMachine = setup({
  types: { events: {} as DemoDialogEvent },
  actions: {
    /** App: opens the contact dialog with its preferred-time choice. */
    askForTime: () => {},
  },
}).createMachine({
  id: 'demoDialog',
  initial: 'closed',
  states: {
    closed: { on: { 'demo.open': 'open' } },
    open: {
      on: {
        'demo.close': 'closed',
        'demo.askForTime': { target: 'closed', actions: 'askForTime' },
      },
    },
  },
});
