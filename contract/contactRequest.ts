import { emailField, jsonObject, plainText, requiredText } from './fields.ts';
import { FIELD_MESSAGES } from './messages.ts';
import { z } from './zod.ts';

// The contact-sales request (SPEC.md sections 2 and 7).

/** DESIGN.md section 5: `(+DIAL) NATIONAL`, e.g. `(+1) 2025550123`. */
export const PHONE_NUMBER_PATTERN = /^\(\+\d{1,4}\) ?\d[\d -]{3,20}$/;

/**
 * When the visitor would like the call, in their own time zone: the first-party way to ask for a
 * time when the third-party scheduler is not loaded (DESIGN 5 'demo without cookies').
 */
export const PREFERRED_TIMES = ['morning', 'midday', 'afternoon'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];
export const PREFERRED_TIME_LABELS: Record<PreferredTime, string> = {
  morning: 'Morning, 9:00–12:00',
  midday: 'Midday, 12:00–14:00',
  afternoon: 'Afternoon, 14:00–17:00',
};
export const PREFERRED_TIME_MESSAGE = 'preferred_time must be morning, midday or afternoon';
export const TIME_ZONE_MESSAGE = 'time_zone must be a time zone such as Europe/Dublin';

/**
 * POST {api}/test/homepage-cta. A request for sales to call (SPEC 7) carries a phone number; a request
 * for a demo time carries a preferred time instead, and the invitation goes to the e-mail address.
 */
export const contactRequestSchema = jsonObject({
  firstname: requiredText('firstname', FIELD_MESSAGES.firstnameRequired),
  lastname: requiredText('lastname', FIELD_MESSAGES.lastnameRequired),
  phone_number: requiredText('phone_number', FIELD_MESSAGES.phoneRequired, 40)
    .pipe(z.string().regex(PHONE_NUMBER_PATTERN, 'phone_number must look like (+1) 2025550123'))
    .optional(),
  email: emailField,
  preferred_time: z.enum(PREFERRED_TIMES, { error: PREFERRED_TIME_MESSAGE }).optional(),
  /** The IANA zone the preferred time is in, as the browser reports it. */
  time_zone: plainText(z.string({ error: TIME_ZONE_MESSAGE }), 'time_zone')
    .trim()
    .max(64, TIME_ZONE_MESSAGE)
    .regex(/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/, TIME_ZONE_MESSAGE)
    .optional(),
}).superRefine((request, context) => {
  if (request.phone_number === undefined && request.preferred_time === undefined)
    context.addIssue({ code: 'custom', path: ['phone_number'], message: FIELD_MESSAGES.phoneRequired });
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** What a created resource answers (201): its id and a message. */
export const createdAnswerSchema = z.looseObject({ id: z.number(), message: z.string() });
export type CreatedAnswer = z.infer<typeof createdAnswerSchema>;
