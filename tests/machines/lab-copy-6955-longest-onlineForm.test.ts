import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the onlineForm machine with every call answered by hand.
it('onlineForm: 2 steps copied from the flow lab', async () => {
  const entry = machines.find((candidate) => candidate.id === 'onlineForm');
  if (!entry) throw new Error('onlineForm is not in the machines registry');
  const lab = await startLabSession(entry.machine, { formId: 'demo' });
  expect(lab.value()).toEqual('editing');
  expect(lab.context()).toMatchObject({ formId: 'demo', fieldErrors: {}, error: null });

  // 1. form.submit
  await lab.send({
    type: 'form.submit',
    answers: { company: 'Acme', email: 'ada@example.com', consent: true, employees: 12 },
  });
  expect(lab.value()).toEqual('submitting');

  // 2. resolve submitForm
  await lab.resolve('submitForm', { id: 1 });
  expect(lab.value()).toEqual('submitted');
});
