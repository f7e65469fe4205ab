import { jsonObject, type TextLines } from './fields.ts';
import { z } from './zod.ts';

// Employees' public cards and online forms (DESIGN.md section 5).

const id = z.union([z.string(), z.number()]);

/** The one shape of an employee's or a form's id: what a path parameter of the API may hold. */
export const RESOURCE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const isResourceId = (value: string) => RESOURCE_ID_PATTERN.test(value);

/** GET {api}/employees/{id}. */
export const employeeSchema = z.looseObject({
  id,
  firstname: z.string(),
  lastname: z.string(),
  title: z.string().nullish(),
  bio: z.string().nullish(),
  avatar: z.string().nullish(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** The field types an online form may have. */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'tel',
  'number',
  'date',
  'select',
  'checkbox',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const formFieldSchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9_]{0,62}$/),
    type: z.enum(FORM_FIELD_TYPES),
    label: z.string().min(1),
    required: z.boolean(),
    options: z.array(z.string().min(1)).min(1).optional(),
  })
  .refine((field) => (field.type === 'select') === (field.options !== undefined), {
    message: 'a select field, and only a select field, has options',
  });
export type FormField = z.infer<typeof formFieldSchema>;

/** A textarea's answer may run over lines; every other text answer is one line. */
export const formFieldLines = (field: Pick<FormField, 'type'>): TextLines =>
  field.type === 'textarea' ? 'many' : 'one';

/** What an email field's answer looks like, in the form and on the server alike. */
export const FORM_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** What a tel field's answer looks like, in the form and on the server alike. */
export const FORM_PHONE_PATTERN = /^\+?[0-9()\s.-]{4,30}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not): a date field's answer. */
export function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** GET {api}/forms/{id}: a form definition. */
export const formDefinitionSchema = z.object({
  id: z.string().regex(RESOURCE_ID_PATTERN),
  title: z.string().min(1),
  description: z.string(),
  fields: z.array(formFieldSchema).min(1),
});
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

/** One answer of an online form. */
export type FormAnswer = string | number | boolean;

/** POST {api}/forms/{id}/submissions: the answers by field name (each checked against its field). */
export const formSubmissionRequestSchema = jsonObject({
  answers: z.record(z.string(), z.unknown(), { error: 'answers must be an object of field name to value' }),
});

/** A refused submission (400): a message and, per field, what is wrong. */
export const formSubmissionRejectionSchema = z.looseObject({
  message: z.string(),
  errors: z.record(z.string(), z.string()),
});
