import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the authDialog machine with every call answered by hand.
it('authDialog: 10 steps copied from the flow lab', async () => {
  const entry = machines.find((candidate) => candidate.id === 'authDialog');
  if (!entry) throw new Error('authDialog is not in the machines registry');
  const lab = await startLabSession(entry.machine, { googleConfigured: true });
  expect(lab.value()).toEqual('closed');
  expect(lab.context()).toMatchObject({
    mode: 'login',
    email: '',
    code: '',
    rel: 'aden',
    rId: null,
    step2: false,
    googleConfigured: true,
  });

  // 1. auth.show
  await lab.send({ type: 'auth.show', mode: 'signup' });
  expect(lab.value()).toEqual({ open: 'signup' });
  expect(lab.context()).toMatchObject({ mode: 'signup' });
  expect(lab.childValues()).toEqual({
    google: 'loadingScript',
    login: 'editing',
    signup: { step1: { codeRequest: 'idle', countdown: 'stopped', codeCheck: 'idle' } },
  });

  // 2. signup › signup.code.send
  await lab.sendTo('signup', { type: 'signup.code.send', email: 'ada@example.com' });
  expect(lab.value()).toEqual({ open: 'signup' });
  expect(lab.childValues()).toEqual({
    google: 'loadingScript',
    login: 'editing',
    signup: { step1: { codeRequest: 'sending', countdown: 'stopped', codeCheck: 'idle' } },
  });

  // 3. resolve sendVerifyCode
  await lab.resolve('sendVerifyCode', { message: 'Verification code sent to your email' });
  expect(lab.value()).toEqual({ open: 'signup' });
  expect(lab.childValues()).toEqual({
    google: 'loadingScript',
    login: 'editing',
    signup: { step1: { codeRequest: 'idle', countdown: 'running', codeCheck: 'idle' } },
  });

  // 4. advance 1 s
  await lab.advance(1000);
  expect(lab.value()).toEqual({ open: 'signup' });

  // 5. signup › signup.continue
  await lab.sendTo('signup', { type: 'signup.continue', email: 'ada@example.com', code: '000000' });
  expect(lab.value()).toEqual({ open: 'signup' });
  expect(lab.childValues()).toEqual({
    google: 'loadingScript',
    login: 'editing',
    signup: { step1: { codeRequest: 'idle', countdown: 'running', codeCheck: 'checking' } },
  });

  // 6. reject checkVerifyCode
  await lab.reject('checkVerifyCode', { status: 400, message: 'Incorrect verification code' });
  expect(lab.value()).toEqual({ open: 'signup' });
  expect(lab.childValues()).toEqual({
    google: 'loadingScript',
    login: 'editing',
    signup: { step1: { codeRequest: 'idle', countdown: 'running', codeCheck: 'idle' } },
  });

  // 7. signup › signup.continue
  await lab.sendTo('signup', { type: 'signup.continue', email: 'ada@example.com', code: '123456' });
  expect(lab.value()).toEqual({ open: 'signup' });
  expect(lab.childValues()).toEqual({
    google: 'loadingScript',
    login: 'editing',
    signup: { step1: { codeRequest: 'idle', countdown: 'running', codeCheck: 'checking' } },
  });

  // 8. resolve checkVerifyCode
  await lab.resolve('checkVerifyCode', { message: 'The verification code is valid', valid: true });
  expect(lab.value()).toEqual({ open: 'signup' });
  expect(lab.childValues()).toEqual({
    google: 'loadingScript',
    login: 'editing',
    signup: { step2: 'editing' },
  });

  // 9. signup › signup.submit
  await lab.sendTo('signup', {
    type: 'signup.submit',
    email: 'ada@example.com',
    password: 'correct-horse-9',
  });
  expect(lab.value()).toEqual({ open: 'signup' });
  expect(lab.childValues()).toEqual({
    google: 'loadingScript',
    login: 'editing',
    signup: { step2: 'registering' },
  });

  // 10. resolve register
  await lab.resolve('register', {
    token: 'jwt-token',
    id: 42,
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    user_onboarding: '{"finishedOnboarding":true}',
    arp_onboarding: '{"finishedOnboarding":true}',
  });
  expect(lab.value()).toEqual('closed');
  expect(lab.context()).toMatchObject({ mode: 'login' });
});
