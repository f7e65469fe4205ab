import { describe, expect, it } from 'vitest';
import { HashQueue, HashQueueFull } from '../../../server/auth/hashQueue';

/** A queue on a clock the test moves, and work that ends when the test says so. */
function harness(options: { concurrency: number; maxWaiting?: number; maxWaitMs?: number }) {
  let now = 0;
  const queue = new HashQueue({ maxWaiting: 100, maxWaitMs: 1000, ...options, now: () => now });
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const submit = (name: string) =>
    queue.run(
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          finishers.set(name, () => resolve(name));
        }),
    );
  /** Lets the work named end after `ms`, and the queue hand its slot on. */
  const finish = async (name: string, ms = 0) => {
    now += ms;
    finishers.get(name)?.();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { queue, started, submit, finish };
}

describe('the password hash queue', () => {
  it('runs at most `concurrency` at once and starts the waiting work first in, first out', async () => {
    const { started, submit, finish } = harness({ concurrency: 2, maxWaitMs: Number.POSITIVE_INFINITY });
    const all = ['a', 'b', 'c', 'd', 'e'].map(submit);
    expect(started).toEqual(['a', 'b']);
    await finish('b');
    expect(started).toEqual(['a', 'b', 'c']);
    await finish('a');
    await finish('c');
    await finish('d');
    await finish('e');
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await Promise.all(all)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('starves nobody: work that keeps arriving starts after the work that waited before it', async () => {
    const { started, submit, finish } = harness({ concurrency: 1, maxWaitMs: Number.POSITIVE_INFINITY });
    void submit('first');
    void submit('waiting');
    for (let round = 0; round < 5; round++) {
      void submit(`later ${round}`);
      await finish(started.at(-1) as string);
    }
    expect(started.slice(0, 3)).toEqual(['first', 'waiting', 'later 0']);
    expect(started).toEqual(['first', 'waiting', 'later 0', 'later 1', 'later 2', 'later 3']);
  });

  it('refuses work whose expected wait is over the limit, saying when to come back', async () => {
    const { queue, submit, finish } = harness({ concurrency: 2, maxWaitMs: 1000 });
    // Two hashes of 600 ms each teach the queue how long one takes.
    void submit('a');
    void submit('b');
    await finish('a', 600);
    await finish('b');
    void submit('c');
    void submit('d');
    // One round ahead: 600 ms, let in; a second round would make 1,200 ms.
    void submit('e');
    void submit('f');
    expect(queue.refusal()).toBeInstanceOf(HashQueueFull);
    await expect(submit('g')).rejects.toMatchObject({ retryAfterS: 2 });
  });

  it('lets one round wait before any hash has been timed, and refuses beyond `maxWaiting`', async () => {
    const untimed = harness({ concurrency: 2, maxWaitMs: 1000 });
    for (const name of ['a', 'b', 'c', 'd']) void untimed.submit(name);
    await expect(untimed.submit('e')).rejects.toBeInstanceOf(HashQueueFull);

    const short = harness({ concurrency: 1, maxWaiting: 1, maxWaitMs: 60_000 });
    void short.submit('a');
    void short.submit('b');
    await expect(short.submit('c')).rejects.toBeInstanceOf(HashQueueFull);
    await short.finish('a');
    expect(short.queue.refusal()).toBeUndefined();
  });
});
