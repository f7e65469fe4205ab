import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { explorations } from '../../machines/coverage/explorations';
import {
  isNotFoundRejection,
  type PageResourceInput,
  pageResourceMachine,
} from '../../machines/pageResource';
import { type Deferred, deferred, flushPromises } from '../helpers/deferred';
import { expectFullCoverage } from '../helpers/modelPaths';

const employee = { id: 'maya-patel', firstname: 'Maya', lastname: 'Patel' };

function start(id = 'maya-patel') {
  const calls: Array<Deferred<unknown>> = [];
  const load = vi.fn(async (_: { input: PageResourceInput }) => {
    const call = deferred<unknown>();
    calls.push(call);
    return call.promise;
  });
  const actor = createActor(pageResourceMachine.provide({ actors: { load: fromPromise(load) } }), {
    input: { id },
  }).start();
  return { actor, load, calls };
}

describe('pageResourceMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.pageResource.machine, explorations.pageResource.options);
  });

  it('starts loading the id from its input', async () => {
    const { actor, load } = start('lucas-romero');
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0].input).toEqual({ id: 'lucas-romero' });
  });

  it('is ready with what the call resolved', async () => {
    const { actor, calls } = start();
    await flushPromises();
    calls[0]?.resolve(employee);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.data).toEqual(employee);
  });

  it('is notFound on a 404 answer, and stays there', async () => {
    const { actor, calls, load } = start('nobody');
    await flushPromises();
    calls[0]?.reject({ status: 404, message: 'Employee not found' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('notFound');
    // Final: nothing (not even Retry) loads again.
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().can({ type: 'resource.retry' })).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails on anything else with the message, and Retry loads again', async () => {
    const { actor, calls, load } = start();
    await flushPromises();
    calls[0]?.reject({ status: 500, message: 'Internal server error' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Internal server error');

    actor.send({ type: 'resource.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    await flushPromises();
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]?.resolve(employee);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('fails (not notFound) on a network error without a status', async () => {
    const { actor, calls } = start();
    await flushPromises();
    calls[0]?.reject(new Error('Network Error'));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Network Error');
  });

  it('ignores Retry while loading', async () => {
    const { actor, load } = start();
    await flushPromises();
    actor.send({ type: 'resource.retry' });
    await flushPromises();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells a 404 rejection from others', () => {
    expect(isNotFoundRejection({ status: 404 })).toBe(true);
    expect(isNotFoundRejection({ status: 500 })).toBe(false);
    expect(isNotFoundRejection({ message: 'Employee not found' })).toBe(false);
    expect(isNotFoundRejection(null)).toBe(false);
    expect(isNotFoundRejection('404')).toBe(false);
  });

  it('fails with the default load when the app provides none', async () => {
    const actor = createActor(pageResourceMachine, { input: { id: 'x' } }).start();
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('load: not provided');
  });
});
