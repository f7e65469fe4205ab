import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { ApiError } from './errors.ts';

export const MAX_BODY_BYTES = 64 * 1024;
const UNREADABLE_BODY = 'The request body could not be read';

/** The Node request under a Hono context, when it came over a socket (not in-process). */
export const incomingOf = (c: Context) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

/**
 * Whether the request's body broke off before its end: the client closed or reset the connection in
 * the middle (an abandoned chunked body). The client sees Node's 400 or nothing; it is no failure of ours.
 */
export const bodyCutOff = (c: Context) => incomingOf(c)?.readableAborted === true;

/**
 * At most `maxSize` bytes of body: a Content-Length above it, or a chunked body that grows past it,
 * answers 413. A body cut off while it is read answers 400, as the client saw it, instead of a 500.
 */
export function limitBody(maxSize: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      // The rest of the body is never read, so this connection cannot carry another request:
      // say so, or the client sends its next request into a socket that is being closed.
      throw new ApiError(413, `The request body is larger than ${maxSize / 1024} KB`, {
        headers: { Connection: 'close' },
      });
    },
  });
  return async (c, next) => {
    try {
      await limit(c, next);
    } catch (error) {
      if (error instanceof ApiError || !bodyCutOff(c)) throw error;
      throw new ApiError(400, UNREADABLE_BODY, { headers: { Connection: 'close' } });
    }
  };
}
/** No request of the API nests deeper than a few levels; 32 leaves room and keeps every walk shallow. */
export const MAX_JSON_DEPTH = 32;

/** The first problem zod found, as one sentence; the schemas carry the human wording. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  // Generic zod wording gets the field name in front, as in SPEC.md section 5 ("field fails").
  return issue.message.startsWith('Invalid') && field ? `${field}: ${issue.message}` : issue.message;
}

/** Per field (dotted path), the first thing wrong with it; problems of the whole body are not fields. */
export function fieldIssues(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = Object.create(null);
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export function parseWith<Schema extends z.ZodType>(schema: Schema, data: unknown): z.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const errors = fieldIssues(result.error);
    throw new ApiError(400, firstIssue(result.error), Object.keys(errors).length > 0 ? { errors } : {});
  }
  return result.data;
}

/** The deepest nesting of arrays and objects in JSON text, counted without parsing (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth--;
  }
  return deepest;
}

/** What is wrong with a piece of text that PostgreSQL would refuse or a reader could not trust. */
export const TEXT_PROBLEMS = {
  nul: 'Text must not contain NUL characters',
  surrogate: 'Text must be well-formed Unicode (a lone surrogate is not)',
  encoding: 'Text must be valid UTF-8',
} as const;

export interface BadText {
  /** Dotted path of the field (`answers.company`); a key that is itself bad names the key's path. */
  field: string;
  problem: keyof typeof TEXT_PROBLEMS;
}

/** With the u flag a paired surrogate is one code point: only lone halves match. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function textProblem(text: string, decodedLossily: boolean): BadText['problem'] | undefined {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  if (decodedLossily && text.includes('\uFFFD')) return 'encoding';
  return undefined;
}

/**
 * The first string (value or key) that cannot be stored as sent: PostgreSQL text and jsonb hold no
 * NUL and no lone surrogate, and nothing is rewritten silently. With `decodedLossily` (the body was
 * not valid UTF-8), U+FFFD marks a byte sequence that was replaced, so the field holding it is named.
 * A loop over an explicit stack: the value's depth is bounded by MAX_JSON_DEPTH, never by the call stack.
 */
export function findBadText(root: unknown, decodedLossily = false): BadText | undefined {
  const pending: Array<[unknown, string]> = [[root, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop() as [unknown, string];
    if (typeof value === 'string') {
      const problem = textProblem(value, decodedLossily);
      if (problem) return { field: path, problem };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push([value[i], path ? `${path}.${i}` : String(i)]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value).reverse()) {
        const itemPath = path ? `${path}.${key}` : key;
        const problem = textProblem(key, decodedLossily);
        if (problem) return { field: itemPath, problem };
        pending.push([item, itemPath]);
      }
    }
  }
  return undefined;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lossyUtf8 = new TextDecoder('utf-8');

/** `application/json`, with or without parameters (charset). */
function isJsonType(header: string | undefined): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * The first key given twice in one object of JSON text (that `JSON.parse` parsed), as the dotted path
 * of the second one: JSON.parse keeps the last silently, so what a reader sees could differ from what
 * was checked. Keys are compared decoded (`"a"` and `"\u0061"` are one key).
 */
export function findDuplicateKey(text: string): string | undefined {
  const frames: { keys: Set<string> | undefined; path: string; index: number; lastKey: string }[] = [];
  const childPath = () => {
    const frame = frames.at(-1);
    if (!frame) return '';
    const name = frame.keys ? frame.lastKey : String(frame.index);
    return frame.path ? `${frame.path}.${name}` : name;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      const start = i;
      for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++;
      const frame = frames.at(-1);
      let next = i + 1;
      while (next < text.length && /\s/.test(text[next] as string)) next++;
      if (frame?.keys && text[next] === ':') {
        const key = JSON.parse(text.slice(start, i + 1)) as string;
        frame.lastKey = key;
        if (frame.keys.has(key)) return childPath();
        frame.keys.add(key);
      }
    } else if (char === '{' || char === '[') {
      const path = childPath();
      frames.push({ keys: char === '{' ? new Set() : undefined, path, index: 0, lastKey: '' });
    } else if (char === '}' || char === ']') frames.pop();
    else if (char === ',') {
      const frame = frames.at(-1);
      if (frame && !frame.keys) frame.index++;
    }
  }
  return undefined;
}

/**
 * Reads the body as JSON, unvalidated: a wrong type, bad bytes, blank, too deep, malformed, a key
 * given twice or text PostgreSQL cannot store is a 400 (415 for another type), never a 500.
 */
export async function readJsonValue(c: Context): Promise<unknown> {
  // A cross-site HTML form can only send form encodings or text/plain: requiring JSON shuts it out.
  if (!isJsonType(c.req.header('Content-Type'))) {
    throw new ApiError(415, 'The request body must be JSON (Content-Type: application/json)');
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await c.req.arrayBuffer());
  } catch {
    throw new ApiError(400, UNREADABLE_BODY);
  }
  // Decoded strictly: a lossy decoder would turn bad bytes into U+FFFD without a word.
  let text: string;
  let decodedLossily = false;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    text = lossyUtf8.decode(bytes);
    decodedLossily = true;
  }
  if (text.trim() === '') throw new ApiError(400, 'A JSON body is required');
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new ApiError(400, `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON');
  }
  const duplicate = findDuplicateKey(text);
  if (duplicate !== undefined) {
    const message = 'The key is given twice';
    throw new ApiError(400, `${duplicate}: ${message}`, { errors: { [duplicate]: message } });
  }
  const bad =
    findBadText(data, decodedLossily) ?? (decodedLossily ? { field: '', problem: 'encoding' } : undefined);
  if (bad) {
    const message = TEXT_PROBLEMS[bad.problem];
    throw new ApiError(
      400,
      bad.field ? `${bad.field}: ${message}` : message,
      bad.field ? { errors: { [bad.field]: message } } : {},
    );
  }
  return data;
}

/** Reads the body as JSON and validates it; malformed or invalid input is a 400, never a 500. */
export async function readJson<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  return parseWith(schema, await readJsonValue(c));
}

export function readQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  return parseWith(schema, c.req.query());
}
