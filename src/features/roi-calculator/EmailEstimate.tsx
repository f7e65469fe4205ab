import { BUTTON_LABELS } from '@contract/buttonLabels';
import type { RoiEstimate } from '@contract/roiEstimate';
import type { roiEstimateEmailMachine } from '@machines/roiEstimateEmail';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { OutlinedTextField } from '@/components/OutlinedFormFields';

const whole = <T,>(snapshot: T) => snapshot;

/**
 * "Email me this estimate": one field, the e-mail address, and the estimate on screen goes with it.
 * Once sent, a call is offered beside the confirmation, never required.
 */
export function EmailEstimate({
  actorRef,
  estimate,
}: {
  actorRef: ActorRefFrom<typeof roiEstimateEmailMachine>;
  /** The estimate on screen, built when Send is pressed. */
  estimate: () => RoiEstimate;
}) {
  const snapshot = useSelector(actorRef, whole);
  const { email, error, sentTo } = snapshot.context;
  if (snapshot.matches('idle')) return null;
  if (snapshot.matches('sent')) {
    return (
      <Alert
        severity="success"
        className="roi-no-print"
        data-testid="roi-estimate-sent"
        action={
          <Button color="inherit" size="small" onClick={() => actorRef.send({ type: 'estimate.close' })}>
            Close
          </Button>
        }
      >
        Your estimate is on its way to {sentTo}.{' '}
        <Link
          component="button"
          type="button"
          color="inherit"
          onClick={() => actorRef.send({ type: 'estimate.again' })}
          sx={{ verticalAlign: 'baseline' }}
        >
          Send it again
        </Link>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Want to walk through it?{' '}
          <Link
            component="button"
            type="button"
            color="inherit"
            sx={{ fontWeight: 700, verticalAlign: 'baseline' }}
            onClick={() => actorRef.send({ type: 'estimate.call.book' })}
          >
            {BUTTON_LABELS.bookCall}
          </Link>
        </Typography>
      </Alert>
    );
  }
  const sending = snapshot.matches('sending');
  return (
    <Paper
      variant="outlined"
      component="form"
      className="roi-no-print"
      aria-labelledby="roi-email-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actorRef.send({ type: 'estimate.send', estimate: estimate() });
      }}
      sx={{ p: { xs: 2, md: 2.5 } }}
    >
      <Typography id="roi-email-title" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {BUTTON_LABELS.emailEstimate}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        We send the figures, your inputs and the link to them. Nothing else is asked, and nothing else is
        sent.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flex: 1 }}>
          <OutlinedTextField
            id="roi-estimate-email"
            name="email"
            type="email"
            label="Work email"
            autoComplete="email"
            value={email}
            onChange={(event) => actorRef.send({ type: 'estimate.email.change', email: event.target.value })}
            error={error !== null}
            helperText={error ?? undefined}
          />
        </Box>
        <Button
          type="submit"
          variant="contained"
          disabled={sending}
          sx={{ minHeight: 56, whiteSpace: 'nowrap' }}
        >
          {sending ? 'Sending…' : BUTTON_LABELS.sendEstimate}
        </Button>
        <Button
          type="button"
          variant="text"
          color="inherit"
          onClick={() => actorRef.send({ type: 'estimate.close' })}
          sx={{ minHeight: 56 }}
        >
          Cancel
        </Button>
      </Stack>
    </Paper>
  );
}
