import { BUTTON_LABELS } from '@contract/buttonLabels';
import { INTEGRATION_NAME_MAX, integrationRequestSchema } from '@contract/integrationRequestApi';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useActor } from '@xstate/react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { OutlinedTextField } from '@/components/OutlinedFormFields';
import { pageFlowInspect } from '@/lib/visitorSteps/pageFlows';
import { createIntegrationRequestLogic } from './integrationRequest.effects';

/**
 * Where an integrations search finds nothing: a small form that asks for the tool by name (the
 * search, prefilled) and an e-mail to write back to, sent to the server by the integrationRequest
 * flow. The page keys it by the search, so a new search starts a new form.
 */
export function AskForIntegration({
  name,
  createLogic = createIntegrationRequestLogic,
}: {
  name: string;
  /** Makes the flow with its effects; a test gives its own. */
  createLogic?: typeof createIntegrationRequestLogic;
}) {
  const [logic] = useState(createLogic);
  const [snapshot, send] = useActor(logic, { inspect: pageFlowInspect });
  const id = useId();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(integrationRequestSchema),
    mode: 'onBlur',
    defaultValues: { integration: name.trim(), email: '' },
  });
  const { errors } = formState;
  const submitting = snapshot.matches('submitting');
  const onSubmit = handleSubmit((request) => send({ type: 'ask.submit', ...request }));

  if (snapshot.matches('sent')) {
    return (
      <Alert severity="success" role="status" sx={{ mt: 2 }}>
        Thank you. We have noted your request for {snapshot.context.integration} and will write to{' '}
        {snapshot.context.email} when we have news of it.
      </Alert>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={onSubmit}
      sx={{ mt: 2, p: { xs: 2.5, md: 3 }, border: 1, borderColor: 'divider', borderRadius: 2, maxWidth: 640 }}
    >
      <Typography id={`${id}-title`} component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
        {BUTTON_LABELS.askForIntegration}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Tell us which tool you use. Requests decide what we build next, and we write to you when it is
        planned.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <OutlinedTextField
          id={`${id}-integration`}
          label="Integration"
          maxLength={INTEGRATION_NAME_MAX}
          autoComplete="off"
          error={Boolean(errors.integration)}
          helperText={errors.integration?.message}
          {...register('integration')}
        />
        <OutlinedTextField
          id={`${id}-email`}
          label="Work e-mail"
          type="email"
          autoComplete="email"
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          {...register('email')}
        />
      </Box>
      {snapshot.context.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {snapshot.context.error}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={submitting} sx={{ mt: 2 }}>
        {submitting ? 'Sending…' : BUTTON_LABELS.askForIntegration}
      </Button>
    </Box>
  );
}
