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
});
