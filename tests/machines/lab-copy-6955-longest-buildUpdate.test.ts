import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the buildUpdate machine with every call answered by hand.
it('buildUpdate: 2 steps copied from the flow lab', async () => {
  const entry = machines.find((candidate) => candidate.id === 'buildUpdate');
  if (!entry) throw new Error('buildUpdate is not in the machines registry');
  const lab = await startLabSession(entry.machine, { currentBuildId: 'current' });
  expect(lab.value()).toEqual('waiting');
  expect(lab.context()).toMatchObject({
    currentBuildId: 'current',
    latestBuildId: null,
    updated: false,
    reloads: {},
    failure: null,
  });

  // 1. build.check
  await lab.send({ type: 'build.check' });
  expect(lab.value()).toEqual('checking');

  // 2. resolve fetchLatestBuild
  await lab.resolve('fetchLatestBuild', { id: 'build-1' });
  expect(lab.value()).toEqual({ updated: 'known' });
  expect(lab.context()).toMatchObject({ latestBuildId: 'build-1', updated: true });
});
