// Start-up stage: XState and the statecharts of the site's app-wide flows (see main.tsx). The
// sign-in flows are not among them: their code comes with the sign-in dialog (authDialog.effects.ts).
export { authDialogDefinition } from '@machines/authDialogDefinition';
export { buildUpdateMachine } from '@machines/buildUpdate';
export { consentMachine } from '@machines/consent';
export { contactMachine } from '@machines/contact';
export { demoDialogMachine } from '@machines/demoDialog';
export { loadingBarMachine } from '@machines/loadingBar';
export { pageDataMachine } from '@machines/pageData';
export { routeMiddlewareMachine } from '@machines/routeMiddleware';
export { sessionMachine } from '@machines/session';
// For the next stage: a deployment reload that saved an open dialog brings the sign-in flows' code
// first, so the dialog comes back with them.
export { preloadAuthFlows } from '@/features/auth/authFlowsModule';
export { savedStateForThisPage } from '@/lib/state/restoredActors';
