import { BUTTON_LABELS } from '@contract/buttonLabels';
import CheckRounded from '@mui/icons-material/CheckRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OutlinedTextField } from '@/components/OutlinedFormFields';

export type RoiSharing = 'idle' | 'copying' | 'copied' | 'copyFailed';
export type RoiAction = 'roi.link.copy' | 'roi.print' | 'roi.reset';

export interface RoiActionsProps {
  sharing: RoiSharing;
  /** The link to copy by hand, while the clipboard refused it. */
  failedLink: string | null;
  onAction: (action: RoiAction) => void;
  /** Opens the e-mail form; absent where the estimate cannot be e-mailed (the flow lab's screen). */
  onEmail?: () => void;
  /** A pointer, a finger or the focus on that button: the form's code is fetched ahead of the press. */
  onEmailIntent?: () => void;
  /** The e-mail form is open below, with its own filled Send button: this one steps back to outlined. */
  emailOpen?: boolean;
}

/**
 * What to do with the estimate, and how the sharing went. One filled button, e-mailing it (what a
 * buyer takes to a colleague); copying the link, printing and starting again are text buttons.
 */
export function RoiActions({
  sharing,
  failedLink,
  onAction,
  onEmail,
  onEmailIntent,
  emailOpen = false,
}: RoiActionsProps) {
  return (
    <>
      <Stack
        className="roi-actions"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      >
        {onEmail && (
          <Button
            variant={emailOpen ? 'outlined' : 'contained'}
            startIcon={<MailOutlineRounded />}
            onClick={onEmail}
            onPointerEnter={onEmailIntent}
            onTouchStart={onEmailIntent}
            onFocus={onEmailIntent}
          >
            {BUTTON_LABELS.emailEstimate}
          </Button>
        )}
        <Button
          variant="text"
          startIcon={sharing === 'copied' ? <CheckRounded /> : <LinkRounded />}
          onClick={() => onAction('roi.link.copy')}
          disabled={sharing === 'copying'}
        >
          {sharing === 'copied' ? 'Link copied' : BUTTON_LABELS.copyLink}
        </Button>
        <Button variant="text" startIcon={<PrintOutlined />} onClick={() => onAction('roi.print')}>
          {BUTTON_LABELS.print}
        </Button>
        <Button variant="text" startIcon={<RestartAltRounded />} onClick={() => onAction('roi.reset')}>
          Reset
        </Button>
      </Stack>
      <Box role="status" className="roi-actions">
        {sharing === 'copied' && (
          <Typography variant="body2" color="success.main">
            The link to this estimate is on your clipboard.
          </Typography>
        )}
        {failedLink !== null && (
          <OutlinedTextField
            id="roi-failed-link"
            label="Copy this link"
            value={failedLink}
            helperText="Your browser did not let us copy it: select the link and copy it yourself."
            readOnly
            onFocus={(event) => event.target.select()}
          />
        )}
      </Box>
    </>
  );
}
