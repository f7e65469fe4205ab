import { EXAMPLE_ROI_ESTIMATE } from '@contract/roiEstimate';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { dialogSlots } from '@/app/dialogs';
import { AUTH_TITLES, AuthDialog } from '@/features/auth/AuthDialog';
import { GoogleSignInSection } from '@/features/auth/GoogleSignInButton';
import { LoginCard } from '@/features/auth/LoginCard';
import { SignupCard } from '@/features/auth/SignupCard';
import { ConsentBanner } from '@/features/consent/ConsentBanner';
import { DesktopActions } from '@/features/header/HeaderActions';
import { LoadingBar } from '@/features/loading-bar/LoadingBar';
import { OnlineFormView } from '@/features/online-form/OnlineForm';
import { useOnlineFormDefinition } from '@/features/online-form/useOnlineFormDefinition';
import { EmailEstimate } from '@/features/roi-calculator/EmailEstimate';
import { RoiActions } from '@/features/roi-calculator/RoiActions';
import { RoiCalculatorView } from '@/features/roi-calculator/RoiCalculator';
import { NewBuildNotice } from '@/features/toasts/NewBuildNotice';
import { AUTH_DIALOG_WIDTH_PX } from '@/lib/config/themeTokens';

/**
 * What the visitor sees of one machine, drawn from the lab's actor; `page` names what lies around it.
 * `nothingShown` says, in a state where the flow has nothing on the page (a closed dialog, a finished
 * sign-in), what the visitor sees instead; the component is not drawn then.
 */
export interface MachineScreen {
  page: string;
  render(actor: AnyActorRef): ReactNode;
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

/** A card as the auth dialog shows it, for the flows that live inside it. */
function InAuthDialog({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
      <Paper
        elevation={8}
        sx={{ width: AUTH_DIALOG_WIDTH_PX, maxWidth: '100%', px: { xs: 2.5, sm: 3.5 }, py: 3.5 }}
      >
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

/** The form of the lab's actor, with the fields its definition has on the server (as its page loads them). */
function OnlineFormScreen({ actor }: { actor: AnyActorRef }) {
  const formId: string = actor.getSnapshot().context.formId;
  const { view } = useOnlineFormDefinition(formId);
  if (view.status === 'ready')
    return (
      <Box sx={{ p: 3, maxWidth: 720 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
          {view.data.title}
        </Typography>
        <OnlineFormView actorRef={actor as never} fields={view.data.fields} />
      </Box>
    );
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {view.status === 'loading'
        ? `Loading the definition of the form "${formId}"…`
        : `The definition of the form "${formId}" could not be loaded (${view.status === 'failed' ? view.error : 'no such form'}).`}
    </Typography>
  );
}

/** The screens of the machines with a UI; the app-wide ones read the lab's actor through the app's context. */
export const machineScreens: Partial<Record<string, MachineScreen>> = {
  authDialog: {
    page: 'any page: the dialog opens over it',
    render: () => <AuthDialog />,
    nothingShown: closedDialog('sign-in dialog'),
  },
  login: {
    page: 'the auth dialog, on its login card',
    render: (actor) => (
      <InAuthDialog title={AUTH_TITLES.login.title}>
        <LoginCard actorRef={actor as never} />
      </InAuthDialog>
    ),
    nothingShown: signedIn,
  },
  signup: {
    page: 'the auth dialog, on its sign-up card',
    render: (actor) => (
      <InAuthDialog title={AUTH_TITLES.signup.title}>
        <SignupCard actorRef={actor as never} />
      </InAuthDialog>
    ),
    nothingShown: signedIn,
  },
  googleSignIn: {
    page: 'the auth dialog, above its cards',
    render: (actor) => (
      <InAuthDialog title={AUTH_TITLES.login.title}>
        <GoogleSignInSection actorRef={actor as never} />
      </InAuthDialog>
    ),
  },
  contact: {
    page: 'any page: the dialog opens over it',
    render: () => <dialogSlots.contact />,
    nothingShown: closedDialog('contact dialog'),
  },
  demoDialog: {
    page: 'any page: the scheduler opens over it (the discovery call runs the same flow)',
    render: () => <dialogSlots.demoDialog />,
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
    render: () => (
      <>
        <ConsentBanner />
        <dialogSlots.consent />
      </>
    ),
  },
  session: {
    page: "the header's right-hand side",
    render: () => (
      <Box
        sx={{ display: 'flex', justifyContent: 'flex-end', p: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <DesktopActions path="/" />
      </Box>
    ),
  },
  loadingBar: { page: 'the top edge of every page', render: () => <LoadingBar /> },
  buildUpdate: { page: 'the top of every page, once a new version is out', render: () => <NewBuildNotice /> },
  roiCalculator: {
    page: 'the page /RoiCalculator',
    render: (actor) => (
      <Box sx={{ p: 3 }}>
        <RoiCalculatorView actorRef={actor as never} />
      </Box>
    ),
  },
  roiEstimateEmail: {
    page: 'the page /RoiCalculator, below the estimate',
    render: (actor) => (
      <Box sx={{ p: 3, display: 'grid', gap: 2.5 }}>
        <RoiActions
          sharing="idle"
          failedLink={null}
          onAction={() => {}}
          onEmail={() => actor.send({ type: 'estimate.open' })}
        />
        <EmailEstimate actorRef={actor as never} estimate={() => EXAMPLE_ROI_ESTIMATE} />
      </Box>
    ),
  },
  onlineForm: {
    page: "the page /online-form/{id}, below the form's title",
    render: (actor) => <OnlineFormScreen actor={actor} />,
  },
};

/** Why a machine has no screen: it runs behind the pages, or draws into a page of its own. */
export const noScreenReasons: Partial<Record<string, string>> = {
  routeMiddleware: 'This flow runs behind every navigation; the visitor sees only the page it leads to.',
  pageData: 'This flow loads what a page shows; the visitor sees the page once it is in.',
};
