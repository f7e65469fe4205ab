import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/**
 * The button that writes the flow so far as a test: it hands the code to `onCopy` (which opens the
 * dialog below) and puts it on the clipboard. `code` gives null while there is nothing to copy.
 */
export function CopyAsTestButton({
  code,
  disabled = false,
  onCopy,
}: {
  code(): string | null;
  disabled?: boolean;
  onCopy(code: string): void;
}) {
  return (
    <Button
      variant="contained"
      startIcon={<ContentCopyIcon />}
      disabled={disabled}
      onClick={() => {
        const test = code();
        if (test === null) return;
        onCopy(test);
        navigator.clipboard?.writeText(test).catch(() => undefined);
      }}
    >
      Copy as test
    </Button>
  );
}

/** The copied test, shown whole (the clipboard may be refused) with a button to copy it again. */
export function CopyAsTestDialog({
  code,
  fileName,
  note = null,
  onClose,
}: {
  code: string | null;
  fileName: string;
  /** Said above the test: why it holds fewer steps than were asked for. */
  note?: string | null;
  onClose(): void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    if (!code) return;
    navigator.clipboard?.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Dialog open={code !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>Copy as test</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Save it as <code>tests/machines/{fileName}</code>; it replays this path with the same fakes and
          checks the state and the changed context after each step.
        </Typography>
        {note && (
          <Typography variant="body2" color="warning.dark" role="note" sx={{ mb: 1.5 }}>
            {note}
          </Typography>
        )}
        <Typography
          component="pre"
          aria-label="Copied test"
          sx={{
            m: 0,
            p: 2,
            bgcolor: 'grey.900',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            color: 'grey.100',
            borderRadius: 1,
            fontSize: 12,
            overflow: 'auto',
            maxHeight: '60vh',
          }}
        >
          {code}
        </Typography>
      </DialogContent>
      <DialogActions>
        {copied && (
          <Typography variant="body2" color="success.main" sx={{ mr: 1 }}>
            Copied to the clipboard
          </Typography>
        )}
        <Button onClick={copy}>Copy</Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
