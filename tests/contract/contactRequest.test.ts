import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from '../../contract/contactRequest';
import { FIELD_MESSAGES } from '../../contract/messages';

// A request for sales to call carries a phone number; a request for a demo time carries the time
// instead, and needs no phone number.

const visitor = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' };

const refusals = (request: Record<string, unknown>) =>
  (contactRequestSchema.safeParse(request).error?.issues ?? []).map(({ path, message }) => ({
    path,
    message,
  }));

describe('a contact request', () => {
  it('is taken with a phone number and no preferred time', () => {
    expect(refusals({ ...visitor, phone_number: '(+1) 2025550123' })).toEqual([]);
  });

  it('is taken with a preferred time and no phone number', () => {
    expect(refusals({ ...visitor, preferred_time: 'midday', time_zone: 'Europe/Dublin' })).toEqual([]);
  });

  it('asks for the phone number when it has neither a phone number nor a preferred time', () => {
    expect(refusals(visitor)).toEqual([{ path: ['phone_number'], message: FIELD_MESSAGES.phoneRequired }]);
  });
});
