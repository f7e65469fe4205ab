import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

export const MAX_BODY_BYTES = 64 * 1024;

/** The first problem zod found, as one sentence; the schemas carry the human wording. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  // Generic zod wording gets the field name in front, as in SPEC.md section 5 ("field fails").
  return issue.message.startsWith('Invalid') && field ? `${field}: ${issue.message}` : issue.message;
}

export function parseWith<Schema extends z.ZodType>(schema: Schema, data: unknown): z.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ApiError(400, firstIssue(result.error));
  return result.data;
}

/** PostgreSQL text and jsonb cannot hold NUL characters, so they are refused up front. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

/** Reads the body as JSON and validates it; malformed or invalid input is a 400, never a 500. */
export async function readJson<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new ApiError(400, 'The request body could not be read');
  }
  if (text.trim() === '') throw new ApiError(400, 'A JSON body is required');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON');
  }
  if (containsNul(data)) throw new ApiError(400, 'Text must not contain NUL characters');
  return parseWith(schema, data);
}

export function readQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  return parseWith(schema, c.req.query());
}
