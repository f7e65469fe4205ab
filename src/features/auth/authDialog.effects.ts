import {
  type AuthDialogFlows,
  type AuthDialogMode,
  authDialogDefinition,
} from '@machines/authDialogDefinition';
import { fromPromise } from 'xstate';
import { arpUrl } from '@/lib/auth/arpHandoff';
import * as api from '@/lib/http/api';
import { lateLogic } from '@/lib/loading/lateLogic';
import type { AppActors } from '@/lib/state/appActors';
import { toast } from '@/lib/ui/toast';
import type { AuthDialogEffects } from './authEffects';
import { AUTH_FORM_UNAVAILABLE_MESSAGE, authFlowsModule } from './authFlowsModule';
import { navigateTo } from './navigate';

const realEffects: AuthDialogEffects = { calls: api, notify: toast, navigate: navigateTo };

/**
 * The auth dialog's side effects: the calls of SPEC 7, the session, the toasts and the ARP hand-off.
 * The session actor is given by the app, which starts every app-wide actor; `codeMissing` hears when
 * the flows' code could not be fetched (a new deployment may have removed it), with what was asked for.
 */
export function createAuthDialogLogic(
  session: Pick<AppActors['session'], 'send'>,
  codeMissing: (asked: { mode: AuthDialogMode; email: string }) => void,
  effects: AuthDialogEffects = realEffects,
) {
  let flows: AuthDialogFlows | undefined;
  const flowsOnceIn = () => {
    const module = authFlowsModule.loaded();
    if (module) flows ??= module.createAuthFlowsLogic(effects);
    return flows;
  };
  // Giving the flows their effects builds three statecharts anew (about 5 ms with the CPU slowed down
  // four times): done when their code arrives, usually on intent, rather than in the press that opens.
  authFlowsModule.subscribe(flowsOnceIn);
  return authDialogDefinition.provide({
    actors: {
      login: lateLogic('login', () => flowsOnceIn()?.login),
      signup: lateLogic('signup', () => flowsOnceIn()?.signup),
      googleSignIn: lateLogic('googleSignIn', () => flowsOnceIn()?.googleSignIn),
      loadFlows: fromPromise<void>(async () => {
        await authFlowsModule.preload();
      }),
    },
    guards: {
      flowsReady: () => authFlowsModule.loaded() !== undefined,
    },
    actions: {
      saveSession: (_, { token, user }) => session.send({ type: 'session.login', token, user }),
      redirectToOnboarding: (_, { token }) => effects.navigate(arpUrl('onboarding', token)),
      reportFlowsUnavailable: (_, asked) => {
        effects.notify(AUTH_FORM_UNAVAILABLE_MESSAGE, 'error');
        codeMissing(asked);
      },
    },
  });
}
