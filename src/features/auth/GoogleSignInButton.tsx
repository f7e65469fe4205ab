import type { googleSignInMachine } from '@machines/googleSignIn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { GoogleLogin } from '@react-oauth/google';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Spinner } from '@/components/Spinner';
import { useGoogleScriptStatus } from './googleScriptStatus';

export type GoogleSignInActorRef = ActorRefFrom<typeof googleSignInMachine>;

/** Google's rendered button is at most 400 px wide. */
const GOOGLE_BUTTON_MAX_WIDTH = 400;
const BUTTON_HEIGHT = 40;

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/** The "or" between Google and the e-mail forms. */
function OrDivider() {
  return (
    <Divider sx={{ my: 2.5, color: 'text.secondary', typography: 'body2' }} role="separator">
      or
    </Divider>
  );
}

/**
 * "Continue with Google" and the "or" divider, only when Google is configured (SPEC 1, 2). Google's
 * own button yields the ID-token credential; One Tap is offered through FedCM. While the script loads
 * a disabled stand-in keeps the place; if it fails, nothing is shown (SPEC 8).
 */
export function GoogleSignInSection({ actorRef }: { actorRef: GoogleSignInActorRef }) {
  const state = useSelector(actorRef, (snapshot) => snapshot.value);
  const error = useSelector(actorRef, (snapshot) => snapshot.context.error);
  const scriptStatus = useGoogleScriptStatus();

  // The provider loads the script once per page; each dialog opening starts a fresh google flow.
  useEffect(() => {
    if (scriptStatus === 'loaded') actorRef.send({ type: 'google.script.loaded' });
    if (scriptStatus === 'failed') actorRef.send({ type: 'google.script.failed' });
  }, [actorRef, scriptStatus]);

  if (state === 'absent' || state === 'loadError' || state === 'start') return null;

  return (
    <Box>
      {state === 'loadingScript' ? (
        <Button
          variant="outlined"
          fullWidth
          disabled
          startIcon={<GoogleMark />}
          sx={{ height: BUTTON_HEIGHT, borderRadius: 1 }}
        >
          Continue with Google
        </Button>
      ) : (
        <GoogleButton actorRef={actorRef} busy={state === 'exchanging'} />
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
      <OrDivider />
    </Box>
  );
}

function GoogleButton({ actorRef, busy }: { actorRef: GoogleSignInActorRef; busy: boolean }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);

  // Google renders its button at a fixed pixel width: measure the dialog's column once it is shown.
  useEffect(() => {
    const measured = containerRef.current?.clientWidth ?? 0;
    setWidth(Math.min(GOOGLE_BUTTON_MAX_WIDTH, Math.max(200, Math.floor(measured))));
  }, []);

  return (
    <Box
      ref={containerRef}
      aria-busy={busy}
      sx={{
        position: 'relative',
        minHeight: BUTTON_HEIGHT,
        display: 'flex',
        justifyContent: 'center',
        '& iframe': { colorScheme: 'normal' },
      }}
    >
      {width !== null && (
        <GoogleLogin
          onSuccess={(response) =>
            actorRef.send({ type: 'google.credential', credential: response.credential })
          }
          onError={() => actorRef.send({ type: 'google.error' })}
          text="continue_with"
          theme="outline"
          size="large"
          shape="rectangular"
          logo_alignment="center"
          width={width}
          context="signin"
          useOneTap
          use_fedcm_for_prompt
          containerProps={{ style: { width } }}
        />
      )}
      {busy && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            bgcolor: 'rgba(255,255,255,0.85)',
            borderRadius: 1,
          }}
        >
          <Spinner size={18} aria-hidden />
          <Typography variant="body2">Signing in with Google…</Typography>
        </Box>
      )}
    </Box>
  );
}
