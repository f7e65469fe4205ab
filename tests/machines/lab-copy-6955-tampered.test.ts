import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the contact machine with every call answered by hand.
it('contact: 5 steps copied from the flow lab', async () => {
  const entry = machines.find((candidate) => candidate.id === 'contact');
  if (!entry) throw new Error('contact is not in the machines registry');
  const lab = await startLabSession(entry.machine);
  expect(lab.value()).toEqual('closed');
  expect(lab.context()).toMatchObject({
    firstname: '',
    lastname: '',
    email: '',
    phoneNumber: '',
    error: false,
    askingForTime: false,
    preferredTime: null,
    timeZone: null,
  });

  // 1. contact.open
  await lab.send({ type: 'contact.open', email: 'ada@example.com' });
  expect(lab.value()).toEqual({ open: 'form' });
  expect(lab.context()).toMatchObject({ email: 'ada@example.com' });

  // 2. contact.submit
  await lab.send({
    type: 'contact.submit',
    firstname: 'Ada',
    lastname: 'Lovelace',
    phone_number: '(+44) 2079460000',
    email: 'ada@example.com',
  });
  expect(lab.value()).toEqual({ open: 'submitting' });
  expect(lab.context()).toMatchObject({
    firstname: 'Ada',
    lastname: 'Lovelace',
    phoneNumber: '(+44) 2079460000',
  });

  // 3. reject submitContact
  await lab.reject('submitContact', { message: 'Server error' });
  expect(lab.value()).toEqual({ open: 'form' });
  expect(lab.context()).toMatchObject({ error: true });

  // 4. contact.submit
  await lab.send({
    type: 'contact.submit',
    firstname: 'Ada',
    lastname: 'Lovelace',
    phone_number: '(+44) 2079460000',
    email: 'ada@example.com',
  });
  expect(lab.value()).toEqual({ open: 'submitting' });
  expect(lab.context()).toMatchObject({ error: false });

  // 5. resolve submitContact
  await lab.resolve('submitContact', {});
  expect(lab.value()).toEqual({ open: 'form' });
});
