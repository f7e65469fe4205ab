import { type AuthDialogMode, isAuthDialogShown } from '@machines/authDialogDefinition';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo, useId, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { BACKDROP_FADE_SLOT_PROPS, DIALOG_FADE_SLOTS } from '@/components/DialogFade';
import { OpenModalStyles } from '@/components/OpenModalStyles';
import { Spinner } from '@/components/Spinner';
import { AUTH_DIALOG_WIDTH_PX, MODAL_Z_INDEX } from '@/lib/config/themeTokens';
import type { LazyDialogComponent, LazyDialogProps } from '@/lib/loading/LazyDialog';
import { drawnAheadProps, useDialogBody } from '@/lib/loading/useDialogBody';
import { routes } from '@/lib/routing/paths';
import { type AppActors, useAppActor, useAppSelector } from '@/lib/state/appActors';
import { useScrollLock } from '@/lib/ui/scrollLock';
import { GoogleProvider } from './GoogleProvider';
import { GoogleSignInSection } from './GoogleSignInButton';
import { LoginCard } from './LoginCard';
import { SignupCard } from './SignupCard';

export const SWITCH_TO_SIGNUP = "Don't have an account? Sign up";
export const SWITCH_TO_LOGIN = 'Already have an account? Log in';

/**
 * The two actions are "sign in" and "sign up" (decision 0051): SPEC's labels stay as SPEC writes them
 * (Sign In, Start for free, Free Sign Up, the switch links, Sign up); every label SPEC leaves open
 * uses those two names.
 */
export const AUTH_TITLES = {
  login: { title: 'Sign in to Aden', caption: 'Welcome back.' },
  signup: { title: 'Sign up for Aden', caption: 'Every account starts free, on Free Forever.' },
} as const;

/** What signing up agrees to, with the documents; they open in a new tab, so the form keeps its state. */
function SignupTerms() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
      By signing up you agree to our{' '}
      <Link href={routes.termsOfService.path} target="_blank" rel="noopener" underline="always">
        Terms of Service
      </Link>{' '}
      and our{' '}
      <Link href={routes.privacy.path} target="_blank" rel="noopener" underline="always">
        Privacy Policy
      </Link>
      .
    </Typography>
  );
}

/** The dialog's running flows, by the name the chart gives them. */
type AuthFlows = SnapshotFrom<AppActors['authDialog']>['children'];

interface AuthDialogContentProps {
  titleId: string;
  mode: AuthDialogMode;
  showBody: boolean;
  loadingFlows: boolean;
  login: AuthFlows['login'];
  signup: AuthFlows['signup'];
  google: AuthFlows['google'];
}

/**
 * What the paper holds: the close button, the title and, once shown, the flows' cards. A component of
 * its own, memoised: the press that opens the dialog changes only the modal around it (and MUI's
 * transitions render that modal twice in the press's task), so none of this renders again then.
 */
const AuthDialogContent = memo(function AuthDialogContent({
  titleId,
  mode,
  showBody,
  loadingFlows,
  login,
  signup,
  google,
}: AuthDialogContentProps) {
  const authDialogActor = useAppActor('authDialog');
  const closeAuth = () => authDialogActor.send({ type: 'auth.close' });
  const switchAuth = (next: AuthDialogMode) => authDialogActor.send({ type: 'auth.switch', mode: next });
  return (
    <>
      <IconButton
        aria-label="Close"
        onClick={closeAuth}
        sx={{ position: 'absolute', top: 10, right: 10, color: 'text.secondary' }}
      >
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ px: { xs: 2.5, sm: 3.5 }, pt: 4, pb: 3.5 }}>
        <Box sx={{ mb: 3, pr: 4 }}>
          <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {AUTH_TITLES[mode].title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {AUTH_TITLES[mode].caption}
          </Typography>
        </Box>
        {showBody && loadingFlows && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <Spinner size={32} aria-label="Loading the sign-in form" />
          </Box>
        )}
        {showBody && !loadingFlows && (
          <>
            {google && <GoogleSignInSection actorRef={google} />}
            {mode === 'login' && login && <LoginCard key={login.sessionId} actorRef={login} />}
            {mode === 'signup' && signup && <SignupCard key={signup.sessionId} actorRef={signup} />}
            {mode === 'signup' && <SignupTerms />}
            <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
              <Link
                component="button"
                type="button"
                variant="body2"
                onClick={() => switchAuth(mode === 'login' ? 'signup' : 'login')}
                sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
              >
                {mode === 'login' ? SWITCH_TO_SIGNUP : SWITCH_TO_LOGIN}
              </Link>
            </Typography>
          </>
        )}
      </DialogContent>
    </>
  );
});

/** The modal's own styles, the same object on every render. */
const DIALOG_SX = { zIndex: MODAL_Z_INDEX };
const PAPER_SX = { width: AUTH_DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)', m: 2 };

/**
 * The login / sign-up modal (SPEC 2): 400 px wide, above the page at z-index 1800, closed only by its
 * close button or a successful sign-in (no close on Escape or a click outside).
 */
export const AuthDialog = ({ drawnAhead = false }: Pick<LazyDialogProps, 'drawnAhead'>) => {
  const titleId = useId();
  const open = useAppSelector('authDialog', isAuthDialogShown);
  const loadingFlows = useAppSelector('authDialog', (snapshot) => snapshot.matches('loading'));
  const current = {
    mode: useAppSelector('authDialog', (snapshot) => snapshot.context.mode),
    login: useAppSelector('authDialog', (snapshot) => snapshot.children.login),
    signup: useAppSelector('authDialog', (snapshot) => snapshot.children.signup),
    google: useAppSelector('authDialog', (snapshot) => snapshot.children.google),
  };
  // While the dialog fades out its flows are already stopped: keep showing what was last on screen.
  const lastShown = useRef(current);
  if (open) lastShown.current = current;
  const { mode, login, signup, google } = open ? current : lastShown.current;
  const showBody = useDialogBody(open, drawnAhead);
  const { keepMounted, paperRole } = drawnAheadProps(drawnAhead);
  useScrollLock(open);

  return (
    <>
      {drawnAhead && <OpenModalStyles sx={DIALOG_SX} />}
      <Dialog
        open={open}
        keepMounted={keepMounted}
        aria-labelledby={titleId}
        // The page's scroll is locked after the frame that shows the dialog (useScrollLock).
        disableScrollLock
        // No onClose: neither Escape nor a click on the backdrop closes it (SPEC 2).
        sx={DIALOG_SX}
        slots={DIALOG_FADE_SLOTS}
        slotProps={{ backdrop: BACKDROP_FADE_SLOT_PROPS, paper: { role: paperRole, sx: PAPER_SX } }}
      >
        <AuthDialogContent
          titleId={titleId}
          mode={mode}
          showBody={showBody}
          loadingFlows={loadingFlows}
          login={login}
          signup={signup}
          google={google}
        />
      </Dialog>
    </>
  );
};

/**
 * The auth dialog inside Google's provider, as it loads (src/app/dialogs.tsx): Google's script is
 * fetched with the dialog's code, on intent (a pointer over or a focus on a sign-in or sign-up control)
 * or at the first opening, not on every page a reader visits. Drawn ahead inside the provider, the
 * dialog is the same tree when it opens: the press only shows it. Both stay mounted from then on, so
 * the script is added once.
 */
export const AuthDialogWithGoogle: LazyDialogComponent = (props) => (
  <GoogleProvider>
    <AuthDialog {...props} />
  </GoogleProvider>
);
