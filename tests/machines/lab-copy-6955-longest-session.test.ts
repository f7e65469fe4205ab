import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the session machine with every call answered by hand.
it('session: 2 steps copied from the flow lab', async () => {
  const entry = machines.find((candidate) => candidate.id === 'session');
  if (!entry) throw new Error('session is not in the machines registry');
  const lab = await startLabSession(entry.machine);
  expect(lab.value()).toEqual('restoring');
  expect(lab.context()).toMatchObject({ token: null, user: null });

  // 1. resolve restoreSession
  await lab.resolve('restoreSession', {
    token: 'stored-token',
    user: { id: 7, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' },
  });
  expect(lab.value()).toEqual({ signedIn: 'loadingProfile' });
  expect(lab.context()).toMatchObject({
    token: 'stored-token',
    user: { id: 7, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' },
  });

  // 2. resolve fetchProfile
  await lab.resolve('fetchProfile', {
    user_id: 7,
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    create_time: '2024-01-01T00:00:00Z',
    company_name: 'Analytical Engines',
    avatar: null,
  });
  expect(lab.value()).toEqual({ signedIn: 'ready' });
  expect(lab.context()).toMatchObject({
    user: {
      user_id: 7,
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      create_time: '2024-01-01T00:00:00Z',
      company_name: 'Analytical Engines',
      avatar: null,
    },
  });
});
