import { BUTTON_LABELS } from '@contract/buttonLabels';
import { zodResolver } from '@hookform/resolvers/zod';
import type { loginMachine } from '@machines/login';
import Stack from '@mui/material/Stack';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { keepFieldsAcrossReload, restoredFields } from '@/lib/state/keptFields';
import { AuthSubmit } from './AuthSubmit';
import { EmailField, PasswordField } from './FormTextField';
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
      <EmailField control={control} autoFocus={initialEmail === ''} />
      <PasswordField control={control} autoComplete="current-password" autoFocus={initialEmail !== ''} />
      <AuthSubmit
        error={error}
        busy={submitting}
        disabled={submitting}
        label={BUTTON_LABELS.signIn}
        busyLabel="Signing in…"
      />
    </Stack>
  );
}
