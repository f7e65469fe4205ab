import { expect, it } from 'vitest';
import { dialogsToReopen, reopenAfterReload } from '@/lib/state/reopenedDialogs';

it('keeps what the first failure of a dialog carried: a later one hears the dialog already closed', () => {
  reopenAfterReload('auth', { mode: 'signup', email: 'ada@lovelace.example' });
  reopenAfterReload('auth', { mode: 'login', email: '' });
  reopenAfterReload('contact', { email: 'grace@hopper.example' });
  expect(dialogsToReopen()).toEqual({
    auth: { mode: 'signup', email: 'ada@lovelace.example' },
    contact: { email: 'grace@hopper.example' },
  });
});
