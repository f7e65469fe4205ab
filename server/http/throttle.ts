import type { Clock } from '../config/clock.ts';
import type { Database } from '../db/database.ts';
import { groupCommit } from '../db/groupCommit.ts';
import {
  type Counter,
  clearHits,
  countHits,
  type Hit,
  pruneEndedWindows,
  readHits,
} from '../db/throttleCounters.ts';

/** At most `limit` hits per key in a window of `windowMs`. */
export interface Limit {
  /** Names the counter in the database, e.g. `login-failures`. */
  name: string;
  limit: number;
  windowMs: number;
}

const PRUNE_EVERY_MS = 60_000;
/** The most hits one statement counts. */
const MAX_HITS_PER_WRITE = 200;

/**
 * Limits kept in the database, not in process memory: every instance behind a load balancer
 * counts into the same rows, and a restart forgets nothing.
 */
export class Throttle {
  private lastPrune = 0;
  private readonly db: Database;
  private readonly clock: Clock;
  /** Hits arriving while a count is written go into the next statement together (a group commit). */
  private readonly count: (hit: Hit) => Promise<Counter>;

  constructor(db: Database, clock: Clock) {
    this.db = db;
    this.clock = clock;
    this.count = groupCommit((hits: Hit[]) => countHits(db, hits, clock.now()), MAX_HITS_PER_WRITE);
  }

  /**
   * Counts a hit (or `amount`, such as bytes stored); returns 0 when the count is within the limit,
   * else the milliseconds until the window ends.
   */
  async hit(limit: Limit, key: string, amount = 1): Promise<number> {
    const now = this.clock.now();
    await this.pruneNow(now);
    const counter = await this.count({ key: `${limit.name}:${key}`, windowMs: limit.windowMs, amount });
    return counter.hits > limit.limit ? Math.max(1, counter.windowEndsAt.getTime() - now.getTime()) : 0;
  }

  /** The milliseconds until the window ends when the key has used up the limit, else 0; counts nothing. */
  async waitFor(limit: Limit, key: string): Promise<number> {
    const now = this.clock.now();
    const counter = await readHits(this.db, `${limit.name}:${key}`, now);
    return counter && counter.hits >= limit.limit
      ? Math.max(1, counter.windowEndsAt.getTime() - now.getTime())
      : 0;
  }

  /** Takes back one hit that turned out not to count (an attempt the server refused to evaluate). */
  async giveBack(limit: Limit, key: string): Promise<void> {
    await this.count({ key: `${limit.name}:${key}`, windowMs: limit.windowMs, amount: -1 });
  }

  async clear(limit: Limit, key: string): Promise<void> {
    await clearHits(this.db, `${limit.name}:${key}`);
  }

  private async pruneNow(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await pruneEndedWindows(this.db, now);
  }
}

/** `Retry-After` in whole seconds, at least 1. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** "45 seconds", "1 minute", "15 minutes", "24 hours": how long to wait, in words. */
export function waitInWords(waitMs: number): string {
  const seconds = retryAfterSeconds(waitMs);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}
