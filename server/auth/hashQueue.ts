/** The queue would keep the caller waiting too long: the caller answers 503 with Retry-After. */
export class HashQueueFull extends Error {
  /** When a retry is likely to be served: once the hashes queued now are done, in whole seconds. */
  readonly retryAfterS: number;

  constructor(retryAfterS: number) {
    super('Too many password checks are waiting');
    this.retryAfterS = retryAfterS;
  }
}

export interface HashQueueOptions {
  /** Hashes that run at once: one per core (each holds one of libuv's pool threads). */
  concurrency: number;
  /** Hashes that may wait, whatever their expected wait. */
  maxWaiting: number;
  /** New work whose expected wait is longer is refused at once. */
  maxWaitMs: number;
  /** Milliseconds from a fixed point (tests pass their own). */
  now?: () => number;
}

/** How much a new hash's duration moves the running average: recent hashes count most. */
const AVERAGE_WEIGHT = 0.2;

/**
 * Password hashing in one fair queue: at most `concurrency` hashes run at once, the rest wait in the
 * order they came (first in, first out, so nobody waits behind someone who came later). Work whose
 * expected wait (the hashes ahead of it, at the average duration of recent hashes) is over
 * `maxWaitMs`, or that would make the line longer than `maxWaiting`, is refused at once: during a
 * burst a login is served within about a second or told when to come back, never left waiting for
 * many seconds. Until a hash has been timed, one round of waiters is let in.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private averageMs: number | undefined;
  private readonly options: Required<HashQueueOptions>;

  constructor(options: HashQueueOptions) {
    this.options = { now: () => performance.now(), ...options };
  }

  /** Milliseconds new work would wait before it starts. */
  private expectedWaitMs(): number {
    const { concurrency, maxWaitMs } = this.options;
    if (this.running < concurrency) return 0;
    // Each round of `concurrency` hashes ahead (the running ones included) takes one hash's time.
    const rounds = Math.floor(this.waiting.length / concurrency) + 1;
    return rounds * (this.averageMs ?? maxWaitMs);
  }

  /** Why new work would be refused now (with when to retry), or undefined when it would be let in. */
  refusal(): HashQueueFull | undefined {
    const waitMs = this.expectedWaitMs();
    if (waitMs <= this.options.maxWaitMs && this.waiting.length < this.options.maxWaiting) return undefined;
    return new HashQueueFull(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      const refused = this.refusal();
      if (refused) throw refused;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    const started = this.options.now();
    try {
      return await work();
    } finally {
      const ms = this.options.now() - started;
      this.averageMs =
        this.averageMs === undefined ? ms : this.averageMs + AVERAGE_WEIGHT * (ms - this.averageMs);
      // The slot passes straight to the first in line, so `running` never drops while work waits.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
