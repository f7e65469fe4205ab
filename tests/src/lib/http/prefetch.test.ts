import { describe, expect, it } from 'vitest';
import { MAX_ROUTE_PRELOADS } from '../../../../machines/constants';
import { isConstrainedNetwork } from '../../../../src/lib/http/network';
import { createPrefetchQueue } from '../../../../src/lib/http/prefetch';
import { deferred, flushPromises } from '../../../helpers/deferred';

describe('prefetch policy (SPEC 9)', () => {
  const withConnection = (connection: object | undefined) => {
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    return isConstrainedNetwork();
  };

  it.each([
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ saveData: false, effectiveType: 'slow-2g' }, true],
    [{ saveData: false, effectiveType: '2g' }, true],
    [{ saveData: false, effectiveType: '3g' }, false],
    [{ saveData: false, effectiveType: '4g' }, false],
    [undefined, false],
  ])('navigator.connection %j: skipped = %s', (connection, skipped) => {
    expect(withConnection(connection)).toBe(skipped);
  });
});

describe('the route preload queue', () => {
  it(`runs at most ${MAX_ROUTE_PRELOADS} at a time and queues the rest, in order`, async () => {
    const queue = createPrefetchQueue(MAX_ROUTE_PRELOADS);
    const loads = Array.from({ length: 8 }, () => deferred<void>());
    const started: number[] = [];
    for (const [i, load] of loads.entries()) {
      queue.add(`/page-${i}`, () => {
        started.push(i);
        return load.promise;
      });
    }
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.inFlight).toBe(MAX_ROUTE_PRELOADS);
    expect(queue.waiting).toBe(3);

    loads[2]?.resolve();
    await flushPromises();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue.inFlight).toBe(MAX_ROUTE_PRELOADS);

    // A failure frees its place too.
    loads[0]?.reject(new Error('offline'));
    await flushPromises();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);

    for (const load of loads) load.resolve();
    await flushPromises();
    await flushPromises();
    expect(started).toHaveLength(8);
    expect(queue.inFlight).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('preloads a path once, but again after a failure', async () => {
    const queue = createPrefetchQueue(MAX_ROUTE_PRELOADS);
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('offline'));
    };
    queue.add('/pricing', failing);
    queue.add('/pricing', failing);
    expect(calls).toBe(1);
    await flushPromises();
    queue.add('/pricing', failing);
    expect(calls).toBe(2);
  });
});
