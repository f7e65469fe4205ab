// Start-up stage: XState and the statecharts of signing in and up (see src/app/main.tsx).
export { authDialogMachine } from '@machines/authDialog';
export { googleSignInMachine } from '@machines/googleSignIn';
export { loginMachine } from '@machines/login';
export { signupMachine } from '@machines/signup';
