import { type ContactRequest, PREFERRED_TIMES, type PreferredTime } from '@contract/contactRequest';
import { plainText } from '@contract/fields';
import { FIELD_MESSAGES } from '@contract/messages';
import { z } from '@contract/zod';
import { matchIsValidTel } from 'mui-tel-input';
import { formatPhoneNumber, phoneParts } from './phoneNumber';

// SPEC 2 'Contact dialog' and 5: all four fields are required (the browser checks too), the work
// email is an email. A request for a demo time asks for a time instead of the phone number. The wording is the reference server's for the same fields.

export const CONTACT_MESSAGES = {
  firstname: FIELD_MESSAGES.firstnameRequired,
  lastname: FIELD_MESSAGES.lastnameRequired,
  email: FIELD_MESSAGES.emailRequired,
  emailInvalid: FIELD_MESSAGES.emailInvalid,
  phone: FIELD_MESSAGES.phoneRequired,
  phoneInvalid: FIELD_MESSAGES.phoneInvalid,
  preferredTime: 'Please choose a time for the demo',
} as const;

export interface ContactFormValues {
  firstname: string;
  lastname: string;
  email: string;
  /** The international number as the phone field holds it, e.g. "+1 202 555 0123". */
  phone: string;
  /** When the call suits the visitor; '' for any time. */
  preferredTime: PreferredTime | '';
}

const NAME_MAX = 100;

const nameAndEmail = z.object({
  firstname: plainText(z.string(), 'firstname').trim().min(1, CONTACT_MESSAGES.firstname).max(NAME_MAX),
  lastname: plainText(z.string(), 'lastname').trim().min(1, CONTACT_MESSAGES.lastname).max(NAME_MAX),
  email: plainText(z.string(), 'email')
    .trim()
    .min(1, CONTACT_MESSAGES.email)
    .pipe(z.email(CONTACT_MESSAGES.emailInvalid))
    .transform((email) => email.toLowerCase()),
});

/** The contact form: the phone number is required, the preferred time optional. */
export const contactFormSchema = nameAndEmail
  .extend({
    phone: z
      .string()
      .refine((value) => phoneParts(value).national !== '', { message: CONTACT_MESSAGES.phone, abort: true })
      .refine((value) => matchIsValidTel(value), CONTACT_MESSAGES.phoneInvalid),
    preferredTime: z.union([z.enum(PREFERRED_TIMES), z.literal('')]),
  })
  .transform(({ phone, preferredTime, ...names }): ContactRequest => {
    const request = { ...names, phone_number: formatPhoneNumber(phone) };
    return preferredTime ? { ...request, preferred_time: preferredTime } : request;
  });

/** Opened to ask for a demo time: the preferred time is required, and no phone number is asked for. */
export const contactTimeFormSchema = nameAndEmail
  .extend({
    // The form's values keep the phone field's, unshown here and never sent.
    phone: z.string(),
    preferredTime: z.enum(PREFERRED_TIMES, { error: CONTACT_MESSAGES.preferredTime }),
  })
  .transform(
    ({ phone: _, preferredTime, ...names }): ContactRequest => ({ ...names, preferred_time: preferredTime }),
  );
