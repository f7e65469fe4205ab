import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  loginSchema,
  MESSAGES,
  parseOptions,
  signupStep1Schema,
  signupStep2Schema,
} from '../../../../src/features/auth/schemas';

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('auth form rules (SPEC 5)', () => {
  it('uses the exact messages', () => {
    expect(MESSAGES).toEqual({
      emailRequired: 'Please input your email',
      emailInvalid: 'Please input a valid email',
      passwordRequired: 'Please input your password',
      passwordTooShort: 'Your password should contain at least 10 characters',
      signupCodeRequired: 'Please input your signup code',
    });
  });

  it('login needs an e-mail and a password', () => {
    expect(messages(loginSchema.safeParse({ email: ' ', password: '' }, parseOptions))).toEqual({
      email: 'Please input your email',
      password: 'Please input your password',
    });
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });

  it('sign-up step 1 needs a valid e-mail and the code', () => {
    expect(messages(signupStep1Schema.safeParse({ email: '', signupCode: '' }, parseOptions))).toEqual({
      email: 'Please input your email',
      signupCode: 'Please input your signup code',
    });
    expect(messages(signupStep1Schema.safeParse({ email: 'nope', signupCode: '1' }, parseOptions))).toEqual({
      email: 'Please input a valid email',
    });
    expect(signupStep1Schema.parse({ email: ' a@b.co ', signupCode: ' 123 ' })).toEqual({
      email: 'a@b.co',
      signupCode: '123',
    });
  });

  it('sign-up step 2 needs a password of at least 10 characters', () => {
    expect(messages(signupStep2Schema.safeParse({ email: 'a@b.co', password: '' }, parseOptions))).toEqual({
      password: 'Please input your password',
    });
    expect(messages(signupStep2Schema.safeParse({ email: 'a@b.co', password: '123456789' }))).toEqual({
      password: 'Your password should contain at least 10 characters',
    });
    expect(signupStep2Schema.safeParse({ email: 'a@b.co', password: '1234567890' }).success).toBe(true);
  });

  it('a rule that fails without a message says the field name plus "fails"', () => {
    const schema = z.object({ company: z.string().refine((value) => value.length > 3) });
    expect(messages(schema.safeParse({ company: 'ab' }, parseOptions))).toEqual({ company: 'company fails' });
    const withMessage = z.object({ company: z.string().refine((value) => value.length > 3, 'Too short') });
    expect(messages(withMessage.safeParse({ company: 'ab' }, parseOptions))).toEqual({
      company: 'Too short',
    });
  });
});

it('any rule of the forms that fails without its own message says the field name plus "fails"', () => {
  // A missing field fails the string rule, which has no message of its own.
  expect(messages(loginSchema.safeParse({}, parseOptions))).toEqual({
    email: 'email fails',
    password: 'password fails',
  });
  // Rules with a message keep it.
  expect(messages(loginSchema.safeParse({ email: '', password: '' }, parseOptions))).toEqual({
    email: MESSAGES.emailRequired,
    password: MESSAGES.passwordRequired,
  });
});
