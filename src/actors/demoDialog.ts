import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { demoDialogMachine } from '../../machines/demoDialog';
import { inspect } from './inspector';

/** "Book a demo" opens the scheduling dialog (SPEC 2). */
export const demoDialogActor = createActor(demoDialogMachine, { inspect });

export const openDemo = () => demoDialogActor.send({ type: 'demo.open' });
export const closeDemo = () => demoDialogActor.send({ type: 'demo.close' });
export const useDemoOpen = (): boolean =>
  useSelector(demoDialogActor, (snapshot) => snapshot.matches('open'));
