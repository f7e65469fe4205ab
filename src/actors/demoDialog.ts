import { useSelector } from '@xstate/react';
import { demoDialogMachine } from '../../machines/demoDialog';
import { createRestorableActor } from '../lib/restoredActors';
import { inspect } from './inspector';

/** "Book a demo" opens the scheduling dialog (SPEC 2). */
export const demoDialogActor = createRestorableActor('demoDialog', demoDialogMachine, { inspect });

export const openDemo = () => demoDialogActor.send({ type: 'demo.open' });
export const closeDemo = () => demoDialogActor.send({ type: 'demo.close' });
export const useDemoOpen = (): boolean =>
  useSelector(demoDialogActor, (snapshot) => snapshot.matches('open'));
