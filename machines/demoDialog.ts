import { setup } from 'xstate';

// The "Book a demo" scheduling dialog (SPEC 4 'Demo dialog': open or closed).

export type DemoDialogEvent = { type: 'demo.open' } | { type: 'demo.close' };

export const demoDialogMachine = setup({
  types: { events: {} as DemoDialogEvent },
}).createMachine({
  id: 'demoDialog',
  initial: 'closed',
  states: {
    closed: { on: { 'demo.open': 'open' } },
    open: { on: { 'demo.close': 'closed' } },
  },
});
