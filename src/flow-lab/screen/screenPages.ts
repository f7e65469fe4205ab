import type { AnyMachineSnapshot } from 'xstate';
import { config } from '@/lib/config/siteConfig';

/**
 * Where on the site each flow with a screen shows (`page`: what lies around it), and, in a state where
 * the flow has nothing on the page (a closed dialog, a finished sign-in), what the visitor sees
 * instead (`nothingShown`): the screen draws that sentence, not the component.
 */
export interface ScreenPage {
  page: string;
  nothingShown?(snapshot: AnyMachineSnapshot): string | null;
}

const closedDialog = (dialog: string) => (snapshot: AnyMachineSnapshot) =>
  snapshot.matches('closed')
    ? `The ${dialog} is closed: the visitor sees the page behind it, with nothing of this flow.`
    : null;

/** A sign-in flow that has finished: the auth dialog around it closes (the authDialog flow). */
const signedIn = (snapshot: AnyMachineSnapshot) =>
  snapshot.status === 'done'
    ? 'The visitor is signed in: the auth dialog around this card closes (see the authDialog flow).'
    : null;

export const screenPages: Partial<Record<string, ScreenPage>> = {
  authDialog: { page: 'any page: the dialog opens over it', nothingShown: closedDialog('sign-in dialog') },
  login: { page: 'the auth dialog, on its login card', nothingShown: signedIn },
  signup: { page: 'the auth dialog, on its sign-up card', nothingShown: signedIn },
  googleSignIn: {
    page: 'the auth dialog, above its cards',
    nothingShown: (snapshot) =>
      config.googleClientId
        ? signedIn(snapshot)
        : 'This build has no Google client (VITE_GOOGLE_CLIENT_ID is not set): the site offers no Google sign-in.',
  },
  contact: { page: 'any page: the dialog opens over it', nothingShown: closedDialog('contact dialog') },
  demoDialog: {
    page: 'any page: the scheduler opens over it (the discovery call runs the same flow)',
    nothingShown: closedDialog('Book a demo dialog'),
  },
  consent: {
    page: 'any page: the banner sits at its foot',
    nothingShown: (snapshot) =>
      snapshot.matches('unknown')
        ? 'No banner yet: the saved cookie choice is being read, and the visitor sees the page.'
        : snapshot.matches('decided')
          ? 'No banner: the visitor has chosen, and sees the page; its footer offers Cookie settings.'
          : null,
  },
  session: { page: "the header's right-hand side" },
  loadingBar: { page: 'the top edge of every page' },
  buildUpdate: { page: 'the top of every page, once a new version is out' },
  roiCalculator: { page: 'the page /RoiCalculator' },
  roiEstimateEmail: { page: 'the page /RoiCalculator, below the estimate' },
  onlineForm: { page: "the page /online-form/{id}, below the form's title" },
};

/** Why a machine has no screen: it runs behind the pages, or draws into a page of its own. */
export const noScreenReasons: Partial<Record<string, string>> = {
  routeMiddleware: 'This flow runs behind every navigation; the visitor sees only the page it leads to.',
  pageData: 'This flow loads what a page shows; the visitor sees the page once it is in.',
};
