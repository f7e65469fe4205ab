import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the integrationRequest machine with every call answered by hand.
it('integrationRequest: 2 steps copied from the flow lab', async () => {
  const entry = machines.find((candidate) => candidate.id === 'integrationRequest');
  if (!entry) throw new Error('integrationRequest is not in the machines registry');
  const lab = await startLabSession(entry.machine);
  expect(lab.value()).toEqual('idle');
  expect(lab.context()).toMatchObject({ integration: '', email: '', error: null });

  // 1. ask.submit
  await lab.send({ type: 'ask.submit', integration: 'Buildertrend', email: 'ada@example.com' });
  expect(lab.value()).toEqual('submitting');
  expect(lab.context()).toMatchObject({ integration: 'Buildertrend', email: 'ada@example.com' });

  // 2. resolve sendIntegrationRequest
  await lab.resolve('sendIntegrationRequest', { id: 1 });
  expect(lab.value()).toEqual('sent');
});
