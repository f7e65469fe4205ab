import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the signup machine with every call answered by hand.
it('signup: 9 steps copied from the flow lab', async () => {
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
    error: null,
    response: null,
  });

  // 1. signup.code.send
  await lab.send({ type: 'signup.code.send', email: 'ada@example.com' });
  expect(lab.value()).toEqual({ step1: { codeRequest: 'sending', countdown: 'stopped', codeCheck: 'idle' } });
  expect(lab.context()).toMatchObject({ email: 'ada@example.com' });

  // 2. resolve sendVerifyCode
  await lab.resolve('sendVerifyCode', {});
  expect(lab.value()).toEqual({ step1: { codeRequest: 'idle', countdown: 'running', codeCheck: 'idle' } });
  expect(lab.context()).toMatchObject({ codeSent: true });

  // 3. advance 60 s
  await lab.advance(60000);
  expect(lab.value()).toEqual({ step1: { codeRequest: 'idle', countdown: 'stopped', codeCheck: 'idle' } });

  // 4. signup.continue
  await lab.send({ type: 'signup.continue', email: 'ada@example.com', code: '123456' });
  expect(lab.value()).toEqual({
    step1: { codeRequest: 'idle', countdown: 'stopped', codeCheck: 'checking' },
  });
  expect(lab.context()).toMatchObject({ code: '123456' });

  // 5. resolve checkVerifyCode
  await lab.resolve('checkVerifyCode', {});
  expect(lab.value()).toEqual({ step2: 'editing' });

  // 6. signup.submit
  await lab.send({ type: 'signup.submit', email: 'ada@example.com', password: 'correct-horse-9' });
  expect(lab.value()).toEqual({ step2: 'registering' });

  // 7. reject register
  await lab.reject('register', { message: 'Email already registered' });
  expect(lab.value()).toEqual({ step2: 'editing' });
  expect(lab.context()).toMatchObject({ error: 'Email already registered' });

  // 8. signup.submit
  await lab.send({ type: 'signup.submit', email: 'ada@example.com', password: 'correct-horse-9' });
  expect(lab.value()).toEqual({ step2: 'registering' });
  expect(lab.context()).toMatchObject({ error: null });

  // 9. resolve register
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
