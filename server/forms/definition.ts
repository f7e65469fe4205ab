import { z } from 'zod';

export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'tel',
  'number',
  'date',
  'select',
  'checkbox',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const formFieldSchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9_]{0,62}$/),
    type: z.enum(FIELD_TYPES),
    label: z.string().min(1),
    required: z.boolean(),
    options: z.array(z.string().min(1)).min(1).optional(),
  })
  .refine((field) => (field.type === 'select') === (field.options !== undefined), {
    message: 'a select field, and only a select field, has options',
  });

export type FormField = z.infer<typeof formFieldSchema>;

export const formDefinitionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  title: z.string().min(1),
  description: z.string(),
  fields: z.array(formFieldSchema).min(1),
});

export type FormDefinition = z.infer<typeof formDefinitionSchema>;
