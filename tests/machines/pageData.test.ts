import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { explorations } from '../../machines/coverage/explorations';
import { isMissingPayload, type PageDataInput, pageDataMachine } from '../../machines/pageData';
import { type Deferred, deferred, flushPromises } from '../helpers/deferred';
import { expectFullCoverage } from '../helpers/modelPaths';

const payload = { post: { slug: 'automating-month-end-close', title: 'Automating the month-end close' } };

function start(input: PageDataInput) {
  const calls: Array<Deferred<unknown>> = [];
  const fetchPayload = vi.fn(async (_: { input: { path: string } }) => {
    const call = deferred<unknown>();
    calls.push(call);
    return call.promise;
  });
  const bar: string[] = [];
  const machine = pageDataMachine.provide({
    actors: { fetchPayload: fromPromise(fetchPayload) },
    actions: {
      reportLoading: () => bar.push('start'),
      reportLoaded: () => bar.push('finish'),
      reportFailed: () => bar.push('error'),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, fetchPayload, calls, bar };
}

describe('pageDataMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.pageData.machine, explorations.pageData.options);
  });

  it('is ready at once with the data embedded in the first HTML, fetching nothing', () => {
    const { actor, fetchPayload, bar } = start({ path: '/blog/a', initial: payload });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.data).toEqual(payload);
    expect(fetchPayload).not.toHaveBeenCalled();
    expect(bar).toEqual([]);
  });

  it('is notFound at once when the route middleware already found no payload, fetching nothing', () => {
    const { actor, fetchPayload, bar } = start({ path: '/blog/nothing', missing: true });
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(fetchPayload).not.toHaveBeenCalled();
    expect(bar).toEqual([]);
  });

  it('fetches the payload of its path on a client navigation, with the loading bar', async () => {
    const { actor, fetchPayload, calls, bar } = start({ path: '/blog/a' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(bar).toEqual(['start']);
    await flushPromises();
    expect(fetchPayload.mock.calls[0]?.[0].input).toEqual({ path: '/blog/a' });
    calls[0]?.resolve(payload);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.data).toEqual(payload);
    expect(bar).toEqual(['start', 'finish']);
  });

  it('is notFound when the payload answers 404, and does not retry', async () => {
    const { actor, calls, bar } = start({ path: '/blog/nothing' });
    await flushPromises();
    calls[0]?.reject({ status: 404 });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().can({ type: 'page.retry' })).toBe(false);
    expect(bar).toEqual(['start', 'error']);
  });

  it('fails on anything else with the message, and Retry fetches again', async () => {
    const { actor, calls, fetchPayload } = start({ path: '/blog/a' });
    await flushPromises();
    calls[0]?.reject(new Error('Network Error'));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Network Error');
    actor.send({ type: 'page.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    await flushPromises();
    calls[1]?.resolve(payload);
    await flushPromises();
    expect(fetchPayload).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('tells a missing payload from other failures', () => {
    expect(isMissingPayload({ status: 404 })).toBe(true);
    expect(isMissingPayload({ status: 500 })).toBe(false);
    expect(isMissingPayload(new Error('x'))).toBe(false);
    expect(isMissingPayload(null)).toBe(false);
    expect(isMissingPayload(404)).toBe(false);
    expect(isMissingPayload('Not Found')).toBe(false);
  });
});
