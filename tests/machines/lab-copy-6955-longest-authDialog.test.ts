import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the authDialog machine with every call answered by hand.
it('authDialog: 1 step copied from the flow lab', async () => {
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
    codeCountdown: null,
  });

  // 1. auth.show
  await lab.send({ type: 'auth.show', mode: 'login' });
  expect(lab.value()).toEqual({ open: 'login' });
  expect(lab.childValues()).toEqual({
    google: 'loadingScript',
    login: 'editing',
    signup: { step1: { codeRequest: 'idle', countdown: 'stopped', codeCheck: 'idle' } },
  });
});
