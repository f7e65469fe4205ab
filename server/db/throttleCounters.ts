import type { Queryable } from './database';

export interface Counter {
  hits: number;
  windowEndsAt: Date;
}

/**
 * Counts one hit for the key in one atomic statement, so parallel requests on any number of
 * instances are all counted: a window that has ended starts again at one hit.
 */
export async function countHit(db: Queryable, key: string, now: Date, windowMs: number): Promise<Counter> {
  const { rows } = await db.query<{ hits: number; window_ends_at: Date }>(
    `INSERT INTO throttle_counters AS t (key, hits, window_ends_at) VALUES ($1, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN t.window_ends_at <= $2 THEN 1 ELSE t.hits + 1 END,
       window_ends_at = CASE WHEN t.window_ends_at <= $2 THEN EXCLUDED.window_ends_at ELSE t.window_ends_at END
     RETURNING hits, window_ends_at`,
    [key, now, new Date(now.getTime() + windowMs)],
  );
  const row = rows[0] as { hits: number; window_ends_at: Date };
  return { hits: row.hits, windowEndsAt: row.window_ends_at };
}

export async function clearHits(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM throttle_counters WHERE key = $1', [key]);
}

/** Forgets windows that have ended, so keys that never come back do not pile up. */
export async function pruneEndedWindows(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM throttle_counters WHERE window_ends_at <= $1', [now]);
}
