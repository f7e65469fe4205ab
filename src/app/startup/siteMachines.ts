// Start-up stage: the statecharts of the site's other app-wide flows (see src/app/main.tsx).
export { buildUpdateMachine } from '@machines/buildUpdate';
export { consentMachine } from '@machines/consent';
export { contactMachine } from '@machines/contact';
export { demoDialogMachine } from '@machines/demoDialog';
export { loadingBarMachine } from '@machines/loadingBar';
export { pageDataMachine } from '@machines/pageData';
export { routeMiddlewareMachine } from '@machines/routeMiddleware';
export { sessionMachine } from '@machines/session';
