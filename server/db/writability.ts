import type { Database } from './database.ts';
import { isUnwritableError } from './database.ts';

/** After a refused write, readiness stays off this long before a probe write may turn it on again. */
export const UNWRITABLE_HOLD_MS = 10_000;

// A real write that leaves nothing behind: its window has already ended, so the next prune drops it.
const PROBE = `INSERT INTO throttle_counters (key, hits, window_ends_at) VALUES ('ready-probe', 1, now())
  ON CONFLICT (key) DO UPDATE SET hits = 1, window_ends_at = now()`;

/**
 * Whether the database takes writes: `SELECT 1` answers on a read-only standby and on a full disk
 * alike, so readiness also asks the session whether it is read-only, and after a write was refused
 * (a full disk says so only when written to) it stays off until a probe write succeeds.
 */
export class Writability {
  private refusedAt: number | undefined;

  /** A write was refused at `now`. */
  refused(now: Date): void {
    this.refusedAt = now.getTime();
  }

  /** Why the database takes no writes, or undefined when it does. */
  async problem(db: Database, now: Date): Promise<string | undefined> {
    const { rows } = await db.query<{ read_only: string }>(
      "SELECT current_setting('transaction_read_only') AS read_only",
    );
    if (rows[0]?.read_only === 'on') return 'The database is read-only';
    if (this.refusedAt === undefined) return undefined;
    const refusal = 'The database refuses writes (read-only or out of disk space)';
    if (now.getTime() - this.refusedAt < UNWRITABLE_HOLD_MS) return refusal;
    try {
      await db.query(PROBE);
    } catch (error) {
      if (!isUnwritableError(error)) throw error;
      this.refused(now);
      return refusal;
    }
    this.refusedAt = undefined;
    return undefined;
  }
}
