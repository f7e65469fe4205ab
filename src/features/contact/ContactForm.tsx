import { BUTTON_LABELS } from '@contract/buttonLabels';
import { type ContactRequest, PREFERRED_TIME_LABELS, PREFERRED_TIMES } from '@contract/contactRequest';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { keepFieldsAcrossReload, restoredFields } from '@/lib/state/keptFields';
import { type ContactFormValues, contactFormSchema, contactTimeFormSchema } from './contactSchema';
import { PhoneField } from './PhoneField';

export const CONTACT_ERROR_TEXT = 'Something went wrong. Please try again.';

export interface ContactFormProps {
  /** What the fields start with: the opening event's e-mail, or what the flow holds from a submit. */
  initial: ContactFormValues;
  submitting: boolean;
  /** The last submit failed: the red text of SPEC 8. */
  error: boolean;
  /** Opened to ask for a demo time: the preferred time is required and no phone number is asked for. */
  askingForTime?: boolean;
  onSubmit: (request: ContactRequest) => void;
}

/** The visitor's time zone as the browser reports it, sent with a preferred time. */
const browserTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

/** A chosen time travels with the zone it is in. */
const withTimeZone = (request: ContactRequest): ContactRequest => {
  const zone = request.preferred_time ? browserTimeZone() : undefined;
  return zone ? { ...request, time_zone: zone } : request;
};

/**
 * First Name*, Last Name*, Work Email*, Phone Number* and "Get started" (SPEC 2); asking for a demo
 * time, a preferred time takes the phone number's place
 * (docs/decisions/0163-booking-a-demo-asks-for-no-phone.md). The browser checks the required fields
 * and the email type first; the zod schema checks the same and the phone number.
 * It stays mounted while the dialog is open, so a failed submit keeps what was typed.
 */
export function ContactForm({
  initial,
  submitting,
  error,
  askingForTime = false,
  onSubmit,
}: ContactFormProps) {
  const { firstname, lastname, email, phone, preferredTime } = initial;
  const { control, handleSubmit, getValues } = useForm<ContactFormValues, unknown, ContactRequest>({
    resolver: zodResolver(askingForTime ? contactTimeFormSchema : contactFormSchema),
    // After a deployment reload: what was typed before it (src/lib/state/keptFields.ts).
    defaultValues: restoredFields('contact', { firstname, lastname, email, phone, preferredTime }),
    mode: 'onTouched',
  });

  // What is typed here survives a deployment reload while the form is shown (a subscription, no flow).
  useEffect(() => keepFieldsAcrossReload('contact', getValues), [getValues]);

  const text = (name: 'firstname' | 'lastname' | 'email', label: string, extra: object = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          {...extra}
          inputRef={field.ref}
          id={`contact-${name}`}
          label={label}
          required
          // SPEC 2 writes the asterisk into the label ("First Name*"); MUI's own mark would add a second.
          slotProps={{ inputLabel: { required: false } }}
          fullWidth
          disabled={submitting}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <form aria-label="Contact sales" onSubmit={handleSubmit((request) => onSubmit(withTimeZone(request)))}>
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          {text('firstname', 'First Name*', { autoComplete: 'given-name' })}
          {text('lastname', 'Last Name*', { autoComplete: 'family-name' })}
        </Stack>
        {text('email', 'Work Email*', { type: 'email', autoComplete: 'email' })}
        {!askingForTime && (
          <Controller
            name="phone"
            control={control}
            render={({ field, fieldState }) => (
              <PhoneField
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                name={field.name}
                id="contact-phone"
                label="Phone Number*"
                // Required on the input itself: mui-tel-input passes only input slots through, and the
                // label already carries SPEC 2's asterisk.
                slotProps={{ htmlInput: { required: true } }}
                fullWidth
                disabled={submitting}
                autoComplete="tel-national"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        )}
        <Controller
          name="preferredTime"
          control={control}
          render={({ field, fieldState }) => (
            // A native select: the choice is short, and it keeps the menu code out of the dialog.
            <TextField
              {...field}
              inputRef={field.ref}
              id="contact-preferred-time"
              select
              label={askingForTime ? 'Preferred time for the demo*' : 'Preferred time for the call'}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true, required: false } }}
              required={askingForTime}
              fullWidth
              disabled={submitting}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Weekdays, in your time zone'}
            >
              <option value="">{askingForTime ? 'Choose a time' : 'Any time'}</option>
              {PREFERRED_TIMES.map((time) => (
                <option key={time} value={time}>
                  {PREFERRED_TIME_LABELS[time]}
                </option>
              ))}
            </TextField>
          )}
        />
        {error ? (
          <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
            {CONTACT_ERROR_TEXT}
          </Typography>
        ) : null}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
          {submitting ? 'Sending…' : BUTTON_LABELS.getStarted}
        </Button>
      </Stack>
    </form>
  );
}
