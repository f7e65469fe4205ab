import { demoDialogMachine } from '@machines/demoDialog';
import { useActor } from '@xstate/react';
import { useMemo } from 'react';
import { useAppActors } from './appActors';

/**
 * A page's discovery-call dialog: open or closed like the demo's (the same statechart, one per page);
 * asking for a time instead opens the contact form with its preferred-time choice.
 */
export function useDiscoveryCall() {
  const { contact } = useAppActors();
  const logic = useMemo(
    () =>
      demoDialogMachine.provide({
        actions: { askForTime: () => contact.send({ type: 'contact.open', askForTime: true }) },
      }),
    [contact],
  );
  const [snapshot, send] = useActor(logic);
  const open = snapshot.matches('open');
  return useMemo(
    () => ({
      open,
      show: () => send({ type: 'demo.open' }),
      close: () => send({ type: 'demo.close' }),
      askForTime: () => send({ type: 'demo.askForTime' }),
    }),
    [open, send],
  );
}
