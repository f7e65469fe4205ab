import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the googleSignIn machine with every call answered by hand.
it('googleSignIn: 3 steps copied from the flow lab', async () => {
  const entry = machines.find((candidate) => candidate.id === 'googleSignIn');
  if (!entry) throw new Error('googleSignIn is not in the machines registry');
  const lab = await startLabSession(entry.machine, { rel: 'aden', configured: true });
  expect(lab.value()).toEqual('loadingScript');
  expect(lab.context()).toMatchObject({
    rel: 'aden',
    configured: true,
    loadError: false,
    error: null,
    response: null,
  });

  // 1. google.script.loaded
  await lab.send({ type: 'google.script.loaded' });
  expect(lab.value()).toEqual('ready');

  // 2. google.credential
  await lab.send({ type: 'google.credential', credential: 'google-jwt' });
  expect(lab.value()).toEqual('exchanging');

  // 3. resolve exchangeCredential
  await lab.resolve('exchangeCredential', {
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
