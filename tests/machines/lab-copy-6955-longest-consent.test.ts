import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the consent machine with every call answered by hand.
it('consent: 2 steps copied from the flow lab', async () => {
  const entry = machines.find((candidate) => candidate.id === 'consent');
  if (!entry) throw new Error('consent is not in the machines registry');
  const lab = await startLabSession(entry.machine, { required: true, policyVersion: '2026-11' });
  expect(lab.value()).toEqual({ unknown: 'reading' });
  expect(lab.context()).toMatchObject({
    required: true,
    policyVersion: '2026-11',
    granted: { functional: false, marketing: false, statistics: false },
    draft: { functional: false, marketing: false, statistics: false },
  });

  // 1. resolve readStoredChoice
  await lab.resolve('readStoredChoice', null);
  expect(lab.value()).toEqual({ asking: 'banner' });

  // 2. consent.customize
  await lab.send({ type: 'consent.customize' });
  expect(lab.value()).toEqual({ asking: 'settings' });
});
