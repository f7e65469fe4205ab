import { describe, expect, it } from 'vitest';
import { SECRET_FIELD_NAMES } from '../../contract/secretFieldNames';
import { secret, secretNamesIn } from '../../contract/secrets';
import { z } from '../../contract/zod';

describe('the secret fields the contract declares', () => {
  it('are the sign-in and sign-up secrets under every name they are sent or held by', () => {
    expect([...SECRET_FIELD_NAMES].sort()).toEqual(
      ['code', 'credential', 'otp', 'password', 'signupCode', 'token', 'vuid'].sort(),
    );
  });

  it('include a field newly marked secret at any depth, and no unmarked field', () => {
    const request = z.object({
      name: z.string(),
      accounts: z.array(z.object({ apiKey: secret(z.string()).optional(), label: z.string() })),
    });
    expect([...secretNamesIn([request])]).toEqual(['apiKey']);
  });

  it.each([
    ['an optional', (field: z.ZodType) => field.optional()],
    ['a nullable', (field: z.ZodType) => field.nullable()],
    ['a defaulted', (field: z.ZodType) => field.default('')],
    ['a piped', (field: z.ZodType) => field.pipe(z.string())],
    ['a union with', (field: z.ZodType) => z.union([z.number(), field])],
    ['an array', (field: z.ZodType) => z.array(field)],
  ])('see a marked schema inside %s field', (_, wrap) => {
    expect([...secretNamesIn([z.object({ shown: z.string(), hidden: wrap(secret(z.string())) })])]).toEqual([
      'hidden',
    ]);
  });

  it.each([
    ['an array', (inner: z.ZodObject) => z.array(inner)],
    ['a record', (inner: z.ZodObject) => z.record(z.string(), inner)],
    ['a union', (inner: z.ZodObject) => z.union([z.string(), inner])],
    ['an optional', (inner: z.ZodObject) => inner.optional()],
    ['a nullable', (inner: z.ZodObject) => inner.nullable()],
    ['a pipe', (inner: z.ZodObject) => z.unknown().pipe(inner)],
  ])('find a marked field in an object inside %s', (_, wrap) => {
    const inner = z.object({ pin: secret(z.string(), { alsoNamed: ['typedPin'] }), label: z.string() });
    expect([...secretNamesIn([z.object({ items: wrap(inner) })])]).toEqual(['pin', 'typedPin']);
  });

  it('mark a schema, not every field of its type: an unmarked string beside a marked one is shown', () => {
    const marked = secret(z.string());
    expect([...secretNamesIn([z.object({ a: marked, b: z.string() }), z.object({ c: marked })])]).toEqual([
      'a',
      'c',
    ]);
  });
});
