import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the routeMiddleware machine with every call answered by hand.
it('routeMiddleware: 3 steps copied from the flow lab', async () => {
  const entry = machines.find((candidate) => candidate.id === 'routeMiddleware');
  if (!entry) throw new Error('routeMiddleware is not in the machines registry');
  const lab = await startLabSession(entry.machine, { origin: 'https://adenhq.com' });
  expect(lab.value()).toEqual('idle');
  expect(lab.context()).toMatchObject({
    middleware: ['validate', 'redirect'],
    origin: 'https://adenhq.com',
    step: 0,
    request: null,
    matched: false,
    redirects: 0,
    rules: null,
    rulesUnavailable: false,
    outcome: null,
    leavingTo: null,
    newTab: false,
    error: null,
  });

  // 1. route.navigate
  await lab.send({ type: 'route.navigate', to: '/pricing' });
  expect(lab.value()).toEqual('validating');
  expect(lab.context()).toMatchObject({
    request: { path: '/pricing', search: '', hash: '', history: 'push' },
  });

  // 2. resolve validateRoute
  await lab.resolve('validateRoute', { accepted: true, matched: true });
  expect(lab.value()).toEqual('loading');
  expect(lab.context()).toMatchObject({ step: 2, matched: true });

  // 3. resolve loadPage
  await lab.resolve('loadPage', {});
  expect(lab.value()).toEqual('ready');
  expect(lab.context()).toMatchObject({ outcome: { kind: 'page', path: '/pricing' } });
});
