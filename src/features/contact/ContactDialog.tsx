import { PREFERRED_TIME_LABELS, type PreferredTime } from '@contract/contactRequest';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { BACKDROP_FADE_SLOT_PROPS, DIALOG_FADE_SLOTS } from '@/components/DialogFade';
import { OpenModalStyles } from '@/components/OpenModalStyles';
import { SchedulingFrame } from '@/components/SchedulingFrame';
import { config } from '@/lib/config/siteConfig';
import { DISCOVERY_IFRAME_HEIGHT_PX, FORM_DIALOG_WIDTH_PX } from '@/lib/config/themeTokens';
import type { LazyDialogProps } from '@/lib/loading/LazyDialog';
import { drawnAheadProps, useDialogBody } from '@/lib/loading/useDialogBody';
import { useConsentGranted } from '@/lib/state/appActors';
import { ContactForm } from './ContactForm';
import { phoneFieldValue } from './phoneNumber';
import {
  type ContactState,
  type ContactView,
  sameState,
  useContactCommands,
  useContactState,
} from './useContactDialog';

/** "on a weekday morning (9:00–12:00, Europe/Dublin)", or within a business day when no time was chosen. */
function whenChosen(preferredTime: PreferredTime | null, timeZone: string | null): string {
  if (!preferredTime) return 'within one business day';
  const [part, hours] = PREFERRED_TIME_LABELS[preferredTime].split(', ');
  return `on a weekday ${part?.toLowerCase()} (${[hours, timeZone].filter(Boolean).join(', ')})`;
}

/** What the confirmation promises: a call to the phone number given, or a demo invitation by e-mail. */
function whatWeDo({ phoneNumber, email, preferredTime, timeZone }: ContactState): string {
  const when = whenChosen(preferredTime, timeZone);
  return phoneNumber ? `will call you ${when}` : `will e-mail ${email} an invitation for a demo ${when}`;
}

interface ContactDialogContentProps {
  titleId: string;
  state: ContactState;
  showBody: boolean;
  schedulerAllowed: boolean;
}

/** Whether two states show the same content: opening (closed, then the form) changes only the modal. */
const sameContent = (a: ContactDialogContentProps, b: ContactDialogContentProps) =>
  a.titleId === b.titleId &&
  a.showBody === b.showBody &&
  a.schedulerAllowed === b.schedulerAllowed &&
  sameState({ ...a.state, view: shownView(a.state.view) }, { ...b.state, view: shownView(b.state.view) });

/** The closed dialog shows the form as it fades out: the same content as the form's view. */
const shownView = (view: ContactView): ContactView => (view === 'closed' ? 'form' : view);

/**
 * What the paper holds: the title, the close button and the step's content. A component of its own,
 * memoised: the press that opens the dialog changes only the modal around it (and MUI's transitions
 * render that modal twice in the press's task), so none of this renders again then.
 */
const ContactDialogContent = memo(function ContactDialogContent({
  titleId,
  state,
  showBody,
  schedulerAllowed,
}: ContactDialogContentProps) {
  const { close: closeContact, submit: submitContact } = useContactCommands();
  const scheduling = state.view === 'scheduling';
  return (
    <>
      <DialogTitle id={titleId} sx={{ pr: 7, fontWeight: 700 }}>
        {scheduling
          ? 'Pick a time with our team'
          : state.askingForTime
            ? 'Ask for a demo time'
            : 'Contact Sales'}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={closeContact} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        {scheduling ? (
          <>
            {(state.preferredTime || !schedulerAllowed) && (
              <Typography role="status" sx={{ mb: 2 }}>
                {`Thank you${state.firstname ? `, ${state.firstname}` : ''}. We have your request and ${whatWeDo(state)}.`}
              </Typography>
            )}
            <SchedulingFrame
              url={config.schedulingUrl}
              name={`${state.firstname} ${state.lastname}`.trim()}
              email={state.email}
              height={DISCOVERY_IFRAME_HEIGHT_PX}
              title="Schedule a call with Aden"
            />
          </>
        ) : (
          // Also rendered while the dialog fades out after closing; it unmounts then, so the next
          // opening starts from an empty form.
          <>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {state.askingForTime
                ? 'Tell us when suits you; a solutions engineer e-mails you an invitation for the demo at that time.'
                : 'Tell us how to reach you, then pick a time that suits you.'}
            </Typography>
            {showBody && (
              <ContactForm
                initial={{
                  firstname: state.firstname,
                  lastname: state.lastname,
                  email: state.email,
                  phone: phoneFieldValue(state.phoneNumber),
                  preferredTime: state.preferredTime ?? '',
                }}
                submitting={state.view === 'submitting'}
                error={state.error}
                askingForTime={state.askingForTime}
                onSubmit={submitContact}
              />
            )}
          </>
        )}
      </DialogContent>
    </>
  );
}, sameContent);

/**
 * The contact-sales dialog (SPEC 2): the form, then on success the scheduler prefilled with name and
 * email. Without functional cookies the scheduler is not loaded, so the second step confirms when we
 * will call (the form's preferred time) and offers the scheduler beside it, in a form-sized dialog. Close button or Escape closes and resets it; the backdrop does not. The contact machine locks the page's scroll,
 * so the dialog leaves the body alone (disableScrollLock).
 */
export const ContactDialog = ({ drawnAhead = false }: Pick<LazyDialogProps, 'drawnAhead'>) => {
  const state = useContactState();
  const { close: closeContact } = useContactCommands();
  const titleId = useId();
  const open = state.view !== 'closed';
  const schedulerAllowed = useConsentGranted('functional');
  const wide = state.view === 'scheduling' && schedulerAllowed;
  const showBody = useDialogBody(open, drawnAhead);
  const { keepMounted, paperRole } = drawnAheadProps(drawnAhead);
  return (
    <>
      {drawnAhead && <OpenModalStyles />}
      <Dialog
        open={open}
        // SPEC 2: the close button or Escape closes (and resets) it; a click beside it keeps what was typed.
        onClose={(_event, reason) => {
          if (reason !== 'backdropClick') closeContact();
        }}
        disableScrollLock
        keepMounted={keepMounted}
        maxWidth={false}
        aria-labelledby={titleId}
        slots={DIALOG_FADE_SLOTS}
        slotProps={{
          backdrop: BACKDROP_FADE_SLOT_PROPS,
          paper: {
            role: paperRole,
            sx: {
              width: wide ? '90%' : '100%',
              maxWidth: wide ? 1200 : FORM_DIALOG_WIDTH_PX,
              mx: { xs: 1.5, sm: 4 },
              borderRadius: 3,
            },
          },
        }}
      >
        <ContactDialogContent
          titleId={titleId}
          state={state}
          showBody={showBody}
          schedulerAllowed={schedulerAllowed}
        />
      </Dialog>
    </>
  );
};
