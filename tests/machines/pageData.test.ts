import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { explorations } from '../../machines/coverage/explorations';
import { isMissingPayload, type PageDataInput, pageDataMachine } from '../../machines/pageData';
import { type Deferred, deferred, flushPromises } from '../helpers/deferred';
import { expectFullCoverage } from '../helpers/modelPaths';

const payload = { post: { slug: 'automating-month-end-close', title: 'Automating the month-end close' } };
const employee = { id: 'maya-patel', firstname: 'Maya', lastname: 'Patel' };

function start(input: PageDataInput) {
  const calls: Array<Deferred<unknown>> = [];
  const load = vi.fn(async (_: { input: { key: string } }) => {
    const call = deferred<unknown>();
    calls.push(call);
    return call.promise;
  });
  const bar: string[] = [];
  const machine = pageDataMachine.provide({
    actors: { load: fromPromise(load) },
    actions: {
      reportLoading: () => bar.push('start'),
      reportLoaded: () => bar.push('finish'),
      reportFailed: () => bar.push('error'),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, load, calls, bar };
}

describe('pageDataMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.pageData.machine, explorations.pageData.options);
  });

  it('is ready at once with the data embedded in the first HTML, loading nothing', () => {
    const { actor, load, bar } = start({ key: '/blog/a', initial: payload });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.data).toEqual(payload);
    expect(load).not.toHaveBeenCalled();
    expect(bar).toEqual([]);
  });

  it('is notFound at once when the route middleware already found no payload, loading nothing', () => {
    const { actor, load, bar } = start({ key: '/blog/nothing', missing: true });
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(load).not.toHaveBeenCalled();
    expect(bar).toEqual([]);
  });

  it('loads its key when nothing is in hand, with the loading bar', async () => {
    const { actor, load, calls, bar } = start({ key: '/blog/a' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(bar).toEqual(['start']);
    await flushPromises();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0].input).toEqual({ key: '/blog/a' });
    calls[0]?.resolve(payload);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.data).toEqual(payload);
    expect(bar).toEqual(['start', 'finish']);
  });

  it('loads a page id the same way (an employee)', async () => {
    const { actor, load, calls } = start({ key: 'lucas-romero' });
    await flushPromises();
    expect(load.mock.calls[0]?.[0].input).toEqual({ key: 'lucas-romero' });
    calls[0]?.resolve(employee);
    await flushPromises();
    expect(actor.getSnapshot().context.data).toEqual(employee);
  });

  it('is notFound on a 404 answer, and stays there: Retry loads nothing', async () => {
    const { actor, calls, bar, load } = start({ key: '/blog/nothing' });
    await flushPromises();
    calls[0]?.reject({ status: 404, message: 'Employee not found' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().can({ type: 'page.retry' })).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(bar).toEqual(['start', 'error']);
  });

  it('fails on anything else with the message, and Retry loads again', async () => {
    const { actor, calls, load, bar } = start({ key: '/blog/a' });
    await flushPromises();
    calls[0]?.reject({ status: 500, message: 'Internal server error' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Internal server error');
    expect(bar).toEqual(['start', 'error']);
    actor.send({ type: 'page.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    await flushPromises();
    calls[1]?.resolve(payload);
    await flushPromises();
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('fails (not notFound) on a network error without a status', async () => {
    const { actor, calls } = start({ key: 'maya-patel' });
    await flushPromises();
    calls[0]?.reject(new Error('Network Error'));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Network Error');
  });

  it('ignores Retry while loading', async () => {
    const { actor, load } = start({ key: 'maya-patel' });
    await flushPromises();
    actor.send({ type: 'page.retry' });
    await flushPromises();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells a missing page from other failures', () => {
    expect(isMissingPayload({ status: 404 })).toBe(true);
    expect(isMissingPayload({ status: 500 })).toBe(false);
    expect(isMissingPayload({ message: 'Employee not found' })).toBe(false);
    expect(isMissingPayload(new Error('x'))).toBe(false);
    expect(isMissingPayload(null)).toBe(false);
    expect(isMissingPayload(404)).toBe(false);
    expect(isMissingPayload('Not Found')).toBe(false);
  });
});
