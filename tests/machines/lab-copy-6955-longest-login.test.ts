import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the login machine with every call answered by hand.
it('login: 2 steps copied from the flow lab', async () => {
  const entry = machines.find((candidate) => candidate.id === 'login');
  if (!entry) throw new Error('login is not in the machines registry');
  const lab = await startLabSession(entry.machine, { email: '', rel: 'aden' });
  expect(lab.value()).toEqual('editing');
  expect(lab.context()).toMatchObject({ email: '', error: null, response: null });

  // 1. login.submit
  await lab.send({ type: 'login.submit', email: 'ada@example.com', password: 'secret-password' });
  expect(lab.value()).toEqual('submitting');
  expect(lab.context()).toMatchObject({ email: 'ada@example.com' });

  // 2. resolve loginRequest
  await lab.resolve('loginRequest', {
    token: 'jwt-token',
    id: 42,
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    user_onboarding: '{"finishedOnboarding":true}',
    arp_onboarding: '{"finishedOnboarding":true}',
  });
  expect(lab.value()).toEqual('done');
  expect(lab.context()).toMatchObject({
    response: {
      token: 'jwt-token',
      id: 42,
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      user_onboarding: '{"finishedOnboarding":true}',
      arp_onboarding: '{"finishedOnboarding":true}',
    },
  });
});
