import { describe, expect, it } from 'vitest';
import { authResponseSchema, sendVerifyCodeRequestSchema } from '../../contract/auth';
import { contactRequestSchema } from '../../contract/contactRequest';
import { FIELD_MESSAGES } from '../../contract/messages';
import { formFieldSchema, isResourceId } from '../../contract/publicContent';

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
