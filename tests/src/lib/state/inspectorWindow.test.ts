import { describe, expect, it } from 'vitest';
import { withoutSecrets } from '@/lib/state/inspectorWindow';

describe('what the inspector is given', () => {
  it('has passwords, tokens and codes redacted at any depth, and keeps everything else', () => {
    const event = {
      type: 'login.submit',
      email: 'ada@example.com',
      password: 'correct horse battery',
      nested: { session: { token: 'eyJhbGciOi', user: { firstname: 'Ada' } }, codes: [{ code: '123456' }] },
    };
    expect(withoutSecrets(event)).toEqual({
      type: 'login.submit',
      email: 'ada@example.com',
      password: '[redacted]',
      nested: {
        session: { token: '[redacted]', user: { firstname: 'Ada' } },
        codes: [{ code: '[redacted]' }],
      },
    });
    expect(event.password).toBe('correct horse battery');
  });
});
