// Start-up stage: XState and the statecharts of the site's app-wide flows (see src/app/main.tsx).
export { authDialogMachine } from '@machines/authDialog';
export { buildUpdateMachine } from '@machines/buildUpdate';
export { consentMachine } from '@machines/consent';
export { contactMachine } from '@machines/contact';
export { demoDialogMachine } from '@machines/demoDialog';
export { googleSignInMachine } from '@machines/googleSignIn';
export { loadingBarMachine } from '@machines/loadingBar';
export { loginMachine } from '@machines/login';
export { pageDataMachine } from '@machines/pageData';
export { routeMiddlewareMachine } from '@machines/routeMiddleware';
export { sessionMachine } from '@machines/session';
export { signupMachine } from '@machines/signup';
