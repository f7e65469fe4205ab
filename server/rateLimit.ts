import type { Clock } from './clock';

/**
 * Counts events per key in a fixed window and blocks the key once it reached `limit`.
 * In memory: good enough for one reference-server process.
 */
export class FailureLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly clock: Clock,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it is not blocked. */
  retryAfterMs(key: string): number {
    const entry = this.current(key);
    return entry && entry.count >= this.limit ? entry.resetAt - this.clock.now().getTime() : 0;
  }

  recordFailure(key: string): void {
    const entry = this.current(key);
    if (entry) entry.count += 1;
    else {
      this.prune();
      this.windows.set(key, { count: 1, resetAt: this.clock.now().getTime() + this.windowMs });
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt <= this.clock.now().getTime()) {
      this.windows.delete(key);
      return undefined;
    }
    return entry;
  }

  // Keeps memory bounded when many different keys fail once and never come back.
  private prune(): void {
    if (this.windows.size < 10_000) return;
    const now = this.clock.now().getTime();
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
