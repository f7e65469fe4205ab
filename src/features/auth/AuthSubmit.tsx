import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Spinner } from '@/components/Spinner';

/** The spinner a busy button shows before its label. */
const busySpinner = <Spinner size={18} color="inherit" aria-hidden />;

/**
 * The end of an auth card's form: the server's refusal, if any, above the submit button, which reads
 * `busyLabel` with a spinner while the card waits on the server.
 */
export function AuthSubmit({
  error,
  busy,
  disabled,
  label,
  busyLabel,
}: {
  error: string | null | undefined;
  busy: boolean;
  disabled: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      {error && <Alert severity="error">{error}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={disabled}
        startIcon={busy ? busySpinner : undefined}
      >
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
