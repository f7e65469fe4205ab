import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the roiEstimateEmail machine with every call answered by hand.
it('roiEstimateEmail: 4 steps copied from the flow lab', async () => {
  const entry = machines.find((candidate) => candidate.id === 'roiEstimateEmail');
  if (!entry) throw new Error('roiEstimateEmail is not in the machines registry');
  const lab = await startLabSession(entry.machine);
  expect(lab.value()).toEqual('idle');
  expect(lab.context()).toMatchObject({ email: '', error: null, sentTo: null });

  // 1. estimate.open
  await lab.send({ type: 'estimate.open' });
  expect(lab.value()).toEqual('editing');

  // 2. estimate.email.change
  await lab.send({ type: 'estimate.email.change', email: 'cfo@example.com' });
  expect(lab.value()).toEqual('editing');
  expect(lab.context()).toMatchObject({ email: 'cfo@example.com' });

  // 3. estimate.send
  await lab.send({
    type: 'estimate.send',
    estimate: {
      inputs: {
        people: 20,
        manualHoursPerWeek: 6,
        hourlyCost: 45,
        automationPercent: 25,
        plan: 'business',
        officeUsers: 25,
        fieldUsers: 40,
        replacedToolsPerMonth: 0,
        horizonMonths: 24,
      },
    },
  });
  expect(lab.value()).toEqual('sending');

  // 4. reject sendEstimate
  await lab.reject('sendEstimate', {
    status: 429,
    message: 'Too many requests from your network; try again in 15 minutes',
  });
  expect(lab.value()).toEqual('failed');
  expect(lab.context()).toMatchObject({
    error: 'Too many requests from your network; try again in 15 minutes',
  });
});
