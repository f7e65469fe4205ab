import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authResponseSchema, sendVerifyCodeRequestSchema } from '../../contract/auth';
import { contactRequestSchema } from '../../contract/contactRequest';
import { endpoints } from '../../contract/endpoints';
import { isPlainText, plainTextMessage } from '../../contract/fields';
import { FIELD_MESSAGES } from '../../contract/messages';
import { formFieldSchema, isResourceId } from '../../contract/publicContent';
import { NOT_ONE_LINE } from '../helpers/notPlainText';

// The contract's fields as client and server read them: what a value becomes, and the one message a
// person (or a developer) reads when it is wrong.

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const contact = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  phone_number: '(+1) 2025550123',
  email: 'ada@example.com',
};

describe('a text field', () => {
  it('says what is missing when there is no value, and that it must be text when there is another kind', () => {
    const missing = contactRequestSchema.safeParse({ ...contact, firstname: undefined, lastname: null });
    expect(messages(missing)).toEqual({
      firstname: FIELD_MESSAGES.firstnameRequired,
      lastname: FIELD_MESSAGES.lastnameRequired,
    });
    const wrongKind = contactRequestSchema.safeParse({ ...contact, firstname: 42 });
    expect(messages(wrongKind)).toEqual({ firstname: 'firstname must be a string' });
  });

  it('reads an e-mail address trimmed and in lower case', () => {
    const parsed = contactRequestSchema.parse({ ...contact, email: '  Ada@Example.COM ' });
    expect(parsed.email).toBe('ada@example.com');
  });
});

describe('free text', () => {
  it('keeps its tabs and line breaks where it may run over lines, and only there', () => {
    expect(isPlainText('Dear team,\n\tthank you.\r\n', 'many')).toBe(true);
    expect(isPlainText('Dear team,\nthank you.', 'one')).toBe(false);
    expect(isPlainText('Dear team,\u0007', 'many')).toBe(false);
  });
});

describe('the referral id (rId)', () => {
  const request = { email: 'ada@example.com', mode: 'aden-homepage' };
  const rIdOf = (rId: unknown) => sendVerifyCodeRequestSchema.parse({ ...request, rId }).rId;

  it('is read as trimmed text, a number as its digits', () => {
    expect(rIdOf(' employee-7 ')).toBe('employee-7');
    expect(rIdOf(7)).toBe('7');
  });

  it('is null when absent, null or blank', () => {
    expect(rIdOf(undefined)).toBeNull();
    expect(rIdOf(null)).toBeNull();
    expect(rIdOf('   ')).toBeNull();
  });
});

describe('the auth answer', () => {
  it('reads names the server leaves null or out as empty names', () => {
    const parsed = authResponseSchema.parse({ token: 't', id: 1, email: 'ada@example.com', firstname: null });
    expect(parsed.firstname).toBe('');
    expect(parsed.lastname).toBe('');
  });
});

describe('a form field', () => {
  const field = { name: 'size', label: 'Company size', required: true };

  it('has options when it is a select, and only then', () => {
    expect(formFieldSchema.safeParse({ ...field, type: 'select', options: ['1-10', '11-50'] }).success).toBe(
      true,
    );
    expect(formFieldSchema.safeParse({ ...field, type: 'text' }).success).toBe(true);
    expect(messages(formFieldSchema.safeParse({ ...field, type: 'select' }))).toEqual({
      '': 'a select field, and only a select field, has options',
    });
    expect(formFieldSchema.safeParse({ ...field, type: 'text', options: ['a'] }).success).toBe(false);
  });

  it('names resources with letters, digits, _ and - only', () => {
    expect(isResourceId('demo-form_2')).toBe(true);
    expect(isResourceId('../etc/passwd')).toBe(false);
    expect(isResourceId('')).toBe(false);
  });
});

/** Names, companies, tools, referral ids: text a person writes freely, in any script. */
const FREE_TEXT_FIELDS: Record<string, string[]> = {
  sendVerifyCode: ['rId'],
  contactSales: ['firstname', 'lastname'],
  requestIntegration: ['integration'],
};
/** Compared as given and never shown: a password may hold any character. */
const SECRET_FIELDS = new Set(['password']);

const writeFields = Object.entries(endpoints).flatMap(([key, endpoint]) => {
  const body = 'body' in endpoint ? endpoint.body : undefined;
  if (!body || typeof body.example !== 'object' || body.example === null) return [];
  const example = body.example as Record<string, unknown>;
  return Object.entries(example)
    .filter(([field]) => !SECRET_FIELDS.has(field))
    .map(([field, value]) => {
      const base = typeof value === 'string' ? value : 'referral-7';
      const free = FREE_TEXT_FIELDS[key]?.includes(field) ?? false;
      const parse = (text: string) => body.schema.safeParse({ ...example, [field]: text });
      return { key, field, name: `${key}.${field}`, base, free, parse };
    })
    .filter(({ base, parse }) => parse(base).success);
});

describe('one-line fields of every write endpoint', () => {
  it('are found: each free-text field is among them', () => {
    const found = writeFields.filter(({ free }) => free).map(({ key, field }) => `${key}.${field}`);
    const listed = Object.entries(FREE_TEXT_FIELDS).flatMap(([key, fields]) =>
      fields.map((f) => `${key}.${f}`),
    );
    expect(found.sort()).toEqual(listed.sort());
  });

  it.each(writeFields)(
    '$name refuses a control, line-break or bidi character anywhere, naming the field',
    ({ field, base, free, parse }) => {
      fc.assert(
        fc.property(fc.constantFrom(...NOT_ONE_LINE), fc.nat({ max: base.length }), (character, at) => {
          const result = parse(`${base.slice(0, at)}${character}${base.slice(at)}`);
          expect(result.success).toBe(false);
          const issues = result.error?.issues ?? [];
          expect(issues.map((issue) => issue.path[0])).toContain(field);
          if (free) expect(issues[0]?.message).toBe(plainTextMessage(field, 'one'));
        }),
      );
    },
  );

  it.each(writeFields.filter(({ free }) => free))(
    '$name accepts ordinary text in any script',
    ({ parse }) => {
      const ordinary = fc.constantFrom(..."Ådäøßçñ É漢字かなカナ한국어ÆœŁ😀🎉👩‍💻 -'.".split(/(?:)/u));
      fc.assert(
        fc.property(fc.array(ordinary, { minLength: 1, maxLength: 30 }), (parts) => {
          const text = `A${parts.join('')}`.slice(0, 60);
          expect(parse(text).success).toBe(true);
        }),
      );
    },
  );
});
