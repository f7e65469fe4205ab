import { emailField, jsonObject, requiredText } from './fields';
import { FIELD_MESSAGES } from './messages';
import { z } from './zod';

// The contact-sales request (SPEC.md sections 2 and 7).

/** DESIGN.md section 5: `(+DIAL) NATIONAL`, e.g. `(+1) 2025550123`. */
export const PHONE_NUMBER_PATTERN = /^\(\+\d{1,4}\) ?\d[\d -]{3,20}$/;

/** POST {api}/test/homepage-cta. */
export const contactRequestSchema = jsonObject({
  firstname: requiredText('firstname', FIELD_MESSAGES.firstnameRequired),
  lastname: requiredText('lastname', FIELD_MESSAGES.lastnameRequired),
  phone_number: requiredText('phone_number', FIELD_MESSAGES.phoneRequired, 40).pipe(
    z.string().regex(PHONE_NUMBER_PATTERN, 'phone_number must look like (+1) 2025550123'),
  ),
  email: emailField,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** What a created resource answers (201): its id and a message. */
export const createdAnswerSchema = z.looseObject({ id: z.number(), message: z.string() });
export type CreatedAnswer = z.infer<typeof createdAnswerSchema>;
