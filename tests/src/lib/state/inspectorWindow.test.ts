import { SECRET_FIELD_NAMES } from '@contract/secretFieldNames';
import { describe, expect, it } from 'vitest';
import { withoutSecrets } from '@/lib/state/inspectorWindow';

const REDACTED = '[redacted]';

describe('what the inspector is given', () => {
  it.each([...SECRET_FIELD_NAMES])('has %s redacted at the top, nested and inside arrays', (name) => {
    const event = {
      type: 'some.event',
      email: 'ada@example.com',
      [name]: 'a secret',
      context: { session: { [name]: 'a secret', user: { firstname: 'Ada' } } },
      list: [{ [name]: 'a secret', kept: 'shown' }, [{ [name]: 'a secret' }]],
    };
    expect(withoutSecrets(event)).toEqual({
      type: 'some.event',
      email: 'ada@example.com',
      [name]: REDACTED,
      context: { session: { [name]: REDACTED, user: { firstname: 'Ada' } } },
      list: [{ [name]: REDACTED, kept: 'shown' }, [{ [name]: REDACTED }]],
    });
    expect(event[name]).toBe('a secret');
  });

  it('redacts a secret whatever it holds, and keeps fields whose names only contain a secret name', () => {
    const event = { credential: { header: 'eyJ' }, code: 123456, postalCode: '10115', tokens: 3 };
    expect(withoutSecrets(event)).toEqual({
      credential: REDACTED,
      code: REDACTED,
      postalCode: '10115',
      tokens: 3,
    });
  });
});
