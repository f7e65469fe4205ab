import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { loadingBarMachine } from '../../machines/loadingBar';
import { inspect } from './inspector';

/** The page-loading bar (SPEC 4): started by page-chunk loads, finished when the page renders or fails. */
export const loadingBarActor = createActor(loadingBarMachine, { inspect });

export const useLoadingBar = () => useSelector(loadingBarActor, (snapshot) => snapshot.context);
