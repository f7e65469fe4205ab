import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the loadingBar machine with every call answered by hand.
it('loadingBar: 4 steps copied from the flow lab', async () => {
  const entry = machines.find((candidate) => candidate.id === 'loadingBar');
  if (!entry) throw new Error('loadingBar is not in the machines registry');
  const lab = await startLabSession(entry.machine);
  expect(lab.value()).toEqual('idle');
  expect(lab.context()).toMatchObject({ progress: 0, elapsedMs: 0, error: false });

  // 1. loading.start
  await lab.send({ type: 'loading.start' });
  expect(lab.value()).toEqual('throttling');

  // 2. advance 0.2 s
  await lab.advance(200);
  expect(lab.value()).toEqual({ loading: 'ticking' });

  // 3. loading.finish
  await lab.send({ type: 'loading.finish' });
  expect(lab.value()).toEqual('finishing');
  expect(lab.context()).toMatchObject({ progress: 100 });

  // 4. advance 0.5 s
  await lab.advance(500);
  expect(lab.value()).toEqual('resetting');
});
