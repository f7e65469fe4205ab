import { BUTTON_LABELS } from '@contract/buttonLabels';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@machines/constants';
import type { signupMachine } from '@machines/signup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { AuthSubmit } from './AuthSubmit';
import { EmailField, FormTextField, PasswordField } from './FormTextField';
import { parseOptions, signupStep1Schema, signupStep2Schema } from './schemas';

export type SignupActorRef = ActorRefFrom<typeof signupMachine>;

/** The label of Send code: the seconds left during the countdown (SPEC 4). */
export function sendCodeLabel({ sending, secondsLeft }: { sending: boolean; secondsLeft: number }): string {
  if (sending) return 'Sending…';
  if (secondsLeft > 0) return `Resend in ${secondsLeft}s`;
  return BUTTON_LABELS.sendCode;
}

/** Two-step sign-up (SPEC 4, 5): e-mail and emailed code, then a password. */
export function SignupCard({ actorRef }: { actorRef: SignupActorRef }) {
  const inStep2 = useSelector(actorRef, (snapshot) => snapshot.matches('step2'));
  const error = useSelector(actorRef, (snapshot) => snapshot.context.error);
  return (
    <Stack spacing={2}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {inStep2 ? 'Step 2 of 2 · Choose a password' : 'Step 1 of 2 · Verify your email'}
      </Typography>
      {inStep2 ? (
        <SignupStep2 actorRef={actorRef} error={error} />
      ) : (
        <SignupStep1 actorRef={actorRef} error={error} />
      )}
    </Stack>
  );
}

interface StepProps {
  actorRef: SignupActorRef;
  /** The message of the last failed call, shown above the step's button. */
  error: string | null;
}

function SignupStep1({ actorRef, error }: StepProps) {
  const sending = useSelector(actorRef, (snapshot) =>
    snapshot.matches({ step1: { codeRequest: 'sending' } }),
  );
  const checking = useSelector(actorRef, (snapshot) =>
    snapshot.matches({ step1: { codeCheck: 'checking' } }),
  );
  const secondsLeft = useSelector(actorRef, (snapshot) => snapshot.context.secondsLeft);
  const codeSent = useSelector(actorRef, (snapshot) => snapshot.context.codeSent);
  const initial = useSelector(actorRef, (snapshot) => snapshot.context);

  const { control, handleSubmit, trigger, getValues } = useForm({
    resolver: zodResolver(signupStep1Schema, parseOptions),
    mode: 'onBlur',
    defaultValues: { email: initial.email, signupCode: initial.code },
  });
  const email = useWatch({ control, name: 'email' }) ?? '';
  const signupCode = useWatch({ control, name: 'signupCode' }) ?? '';
  // SPEC 4's disabled rules are the machine's guards: a button is enabled when the machine would take its event.
  const sendDisabled = !useSelector(actorRef, (snapshot) =>
    snapshot.can({ type: 'signup.code.send', email: email.trim() }),
  );
  const continueDisabled = !useSelector(actorRef, (snapshot) =>
    snapshot.can({ type: 'signup.continue', email: email.trim(), code: signupCode.trim() }),
  );

  // Send code needs only a valid e-mail; SPEC 5: it does nothing when the e-mail is empty.
  const sendCode = async () => {
    if (!(await trigger('email'))) return;
    const value = getValues('email').trim();
    if (value) actorRef.send({ type: 'signup.code.send', email: value });
  };

  const checkCode = handleSubmit(({ email: checkedEmail, signupCode: code }) => {
    actorRef.send({ type: 'signup.continue', email: checkedEmail, code });
  });

  // Enter sends the code until one was sent, then continues.
  const onSubmit = (event: FormEvent) => {
    if (codeSent) return checkCode(event);
    event.preventDefault();
    return sendCode();
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Sign up">
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 1.5, sm: 1 },
          alignItems: { xs: 'stretch', sm: 'flex-start' },
        }}
      >
        <EmailField control={control} autoFocus={initial.email === ''} sx={{ flex: 1, minWidth: 0 }} />
        <Button
          variant="outlined"
          onClick={sendCode}
          disabled={sendDisabled}
          aria-live="polite"
          sx={{
            flexShrink: 0,
            minWidth: 124,
            height: { xs: 44, sm: 56 },
            borderRadius: '10px',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {sendCodeLabel({ sending, secondsLeft })}
        </Button>
      </Box>
      <Collapse in={codeSent} unmountOnExit>
        <FormTextField
          control={control}
          name="signupCode"
          label="Verification code"
          autoComplete="one-time-code"
          autoFocus
          hint="Check your inbox for the code we sent you."
          slotProps={{ htmlInput: { inputMode: 'numeric', spellCheck: false } }}
        />
      </Collapse>
      <AuthSubmit
        error={error}
        busy={checking}
        disabled={continueDisabled}
        label={BUTTON_LABELS.continue}
        busyLabel="Checking…"
      />
    </Stack>
  );
}

function SignupStep2({ actorRef, error }: StepProps) {
  const registering = useSelector(actorRef, (snapshot) => snapshot.matches({ step2: 'registering' }));
  const initialEmail = useSelector(actorRef, (snapshot) => snapshot.context.email);

  const { control, handleSubmit } = useForm({
    resolver: zodResolver(signupStep2Schema, parseOptions),
    mode: 'onBlur',
    defaultValues: { email: initialEmail, password: '' },
  });
  const email = useWatch({ control, name: 'email' }) ?? '';
  const canSubmit = useSelector(actorRef, (snapshot) =>
    snapshot.can({ type: 'signup.submit', email: email.trim(), password: '' }),
  );

  const onSubmit = handleSubmit(({ email: checkedEmail, password }) => {
    actorRef.send({ type: 'signup.submit', email: checkedEmail, password });
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Sign up">
      <EmailField
        control={control}
        slotProps={{ input: { readOnly: true } }}
        sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
      />
      <PasswordField
        control={control}
        autoComplete="new-password"
        autoFocus
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <AuthSubmit
        error={error}
        busy={registering}
        disabled={!canSubmit}
        label={BUTTON_LABELS.signUp}
        busyLabel="Signing up…"
      />
    </Stack>
  );
}
