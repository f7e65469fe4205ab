/** The queue is full: the caller answers 503 with Retry-After. */
export class HashQueueFull extends Error {
  constructor() {
    super('Too many password checks are waiting');
  }
}

/**
 * Password hashing with a bounded queue. scrypt runs in Node's thread pool (4 threads), which
 * compression and the JWT's HMAC share: at most `concurrency` hashes run at once, so the other
 * threads stay free for every other answer, and at most `maxWaiting` wait; beyond that the work is
 * refused at once instead of queuing for seconds.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly concurrency: number;
  private readonly maxWaiting: number;

  constructor(concurrency: number, maxWaiting: number) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
  }

  /** True when new work would be refused. */
  get full(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.maxWaiting;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new HashQueueFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so `running` never drops below while work waits.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
