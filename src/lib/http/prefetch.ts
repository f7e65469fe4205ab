// Route prefetching (SPEC 9): a link prefetches its route's code and payload when it comes into view
// or is hovered, except with data-saver or on a 2G connection, with at most MAX_ROUTE_PRELOADS
// downloads in flight; the rest wait in a queue (nothing is dropped).

export interface PrefetchQueue {
  /** Queues a preload once per key; resolves when it has run (a failure is forgotten, so it may run again). */
  add(key: string, load: () => Promise<unknown>): void;
  readonly inFlight: number;
  readonly waiting: number;
}

/** A queue that runs at most `limit` preloads at a time, first come first served. */
export function createPrefetchQueue(limit: number): PrefetchQueue {
  const seen = new Set<string>();
  const queue: Array<() => Promise<unknown>> = [];
  let inFlight = 0;

  const next = () => {
    while (inFlight < limit && queue.length > 0) {
      const load = queue.shift() as () => Promise<unknown>;
      inFlight++;
      load()
        .catch(() => undefined)
        .finally(() => {
          inFlight--;
          next();
        });
    }
  };

  return {
    add(key, load) {
      if (seen.has(key)) return;
      seen.add(key);
      queue.push(() =>
        load().catch((error: unknown) => {
          // A preload that failed (offline, a deployment) may be tried again later.
          seen.delete(key);
          throw error;
        }),
      );
      next();
    },
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return queue.length;
    },
  };
}
