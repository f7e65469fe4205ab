import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the pageData machine with every call answered by hand.
it('pageData: 1 step copied from the flow lab', async () => {
  const entry = machines.find((candidate) => candidate.id === 'pageData');
  if (!entry) throw new Error('pageData is not in the machines registry');
  const lab = await startLabSession(entry.machine, { key: '/blog/example' });
  expect(lab.value()).toEqual('loading');
  expect(lab.context()).toMatchObject({ key: '/blog/example', data: null, error: null, missing: false });

  // 1. resolve load
  await lab.resolve('load', {
    post: { slug: 'automating-month-end-close', title: 'Automating the month-end close' },
  });
  expect(lab.value()).toEqual('ready');
  expect(lab.context()).toMatchObject({
    data: { post: { slug: 'automating-month-end-close', title: 'Automating the month-end close' } },
  });
});
