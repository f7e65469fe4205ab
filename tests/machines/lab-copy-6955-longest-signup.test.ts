import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the signup machine with every call answered by hand.
it('signup: 4 steps copied from the flow lab', async () => {
  const entry = machines.find((candidate) => candidate.id === 'signup');
  if (!entry) throw new Error('signup is not in the machines registry');
  const lab = await startLabSession(entry.machine, {
    email: '',
    code: '',
    rel: 'aden',
    rId: null,
    mode: 'aden-homepage',
  });
  expect(lab.value()).toEqual({ step1: { codeRequest: 'idle', countdown: 'stopped', codeCheck: 'idle' } });
  expect(lab.context()).toMatchObject({
    email: '',
    code: '',
    rel: 'aden',
    rId: null,
    mode: 'aden-homepage',
    codeSent: false,
    secondsLeft: 0,
    error: null,
    response: null,
  });

  // 1. signup.continue
  await lab.send({ type: 'signup.continue', email: 'ada@example.com', code: '123456' });
  expect(lab.value()).toEqual({
    step1: { codeRequest: 'idle', countdown: 'stopped', codeCheck: 'checking' },
  });
  expect(lab.context()).toMatchObject({ email: 'ada@example.com', code: '123456' });

  // 2. resolve checkVerifyCode
  await lab.resolve('checkVerifyCode', {});
  expect(lab.value()).toEqual({ step2: 'editing' });

  // 3. signup.submit
  await lab.send({ type: 'signup.submit', email: 'ada@example.com', password: 'long-enough-password' });
  expect(lab.value()).toEqual({ step2: 'registering' });

  // 4. resolve register
  await lab.resolve('register', {
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
