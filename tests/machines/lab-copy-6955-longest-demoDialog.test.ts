import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the demoDialog machine with every call answered by hand.
it('demoDialog: 1 step copied from the flow lab', async () => {
  const entry = machines.find((candidate) => candidate.id === 'demoDialog');
  if (!entry) throw new Error('demoDialog is not in the machines registry');
  const lab = await startLabSession(entry.machine);
  expect(lab.value()).toEqual('closed');

  // 1. demo.open
  await lab.send({ type: 'demo.open' });
  expect(lab.value()).toEqual('open');
});
