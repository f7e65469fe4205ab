import { BUTTON_LABELS } from '@contract/buttonLabels';
import { zodResolver } from '@hookform/resolvers/zod';
import type { loginMachine } from '@machines/login';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { Spinner } from '@/components/Spinner';
import { keepFieldsAcrossReload, restoredFields } from '@/lib/state/keptFields';
import { FormTextField } from './FormTextField';
import { loginSchema, parseOptions } from './schemas';

export type LoginActorRef = ActorRefFrom<typeof loginMachine>;

/**
 * E-mail and password (SPEC 2, 5). Rules are checked on blur; Enter in the password submits. A failed
 * attempt shows the server's message and keeps what was typed.
 */
export function LoginCard({ actorRef }: { actorRef: LoginActorRef }) {
  const submitting = useSelector(actorRef, (snapshot) => snapshot.matches('submitting'));
  const error = useSelector(actorRef, (snapshot) => snapshot.context.error);
  const initialEmail = useSelector(actorRef, (snapshot) => snapshot.context.email);

  const { control, handleSubmit, getValues } = useForm({
    resolver: zodResolver(loginSchema, parseOptions),
    mode: 'onBlur',
    // After a deployment reload: the e-mail typed before it (src/lib/state/keptFields.ts); never the password.
    defaultValues: { ...restoredFields('login', { email: initialEmail }), password: '' },
  });
  useEffect(() => keepFieldsAcrossReload('login', () => ({ email: getValues('email') })), [getValues]);

  const onSubmit = handleSubmit(({ email, password }) => {
    actorRef.send({ type: 'login.submit', email, password });
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Sign in">
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus={initialEmail === ''}
      />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus={initialEmail !== ''}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={submitting}
        startIcon={submitting ? <Spinner size={18} color="inherit" aria-hidden /> : undefined}
      >
        {submitting ? 'Signing in…' : BUTTON_LABELS.signIn}
      </Button>
    </Stack>
  );
}
