import type { Queryable } from './database.ts';

export interface Counter {
  hits: number;
  windowEndsAt: Date;
}

/**
 * Counts `amount` hits (one request, or the bytes it stores) for the key in one atomic statement, so
 * parallel requests on any number of instances are all counted: a window that has ended starts again.
 */
export async function countHit(
  db: Queryable,
  key: string,
  now: Date,
  windowMs: number,
  amount = 1,
): Promise<Counter> {
  const { rows } = await db.query<{ hits: number; window_ends_at: Date }>(
    `INSERT INTO throttle_counters AS t (key, hits, window_ends_at) VALUES ($1, $4::integer, $3)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN t.window_ends_at <= $2 THEN $4::integer ELSE LEAST(t.hits::bigint + $4::integer, 2147483647)::integer END,
       window_ends_at = CASE WHEN t.window_ends_at <= $2 THEN EXCLUDED.window_ends_at ELSE t.window_ends_at END
     RETURNING hits, window_ends_at`,
    [key, now, new Date(now.getTime() + windowMs), amount],
  );
  const row = rows[0] as { hits: number; window_ends_at: Date };
  return { hits: row.hits, windowEndsAt: row.window_ends_at };
}

/** The key's count in its current window, or undefined when it has none. */
export async function readHits(db: Queryable, key: string, now: Date): Promise<Counter | undefined> {
  const { rows } = await db.query<{ hits: number; window_ends_at: Date }>(
    'SELECT hits, window_ends_at FROM throttle_counters WHERE key = $1 AND window_ends_at > $2',
    [key, now],
  );
  const row = rows[0];
  return row && { hits: row.hits, windowEndsAt: row.window_ends_at };
}

export async function clearHits(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM throttle_counters WHERE key = $1', [key]);
}

/** Forgets windows that have ended, so keys that never come back do not pile up. */
export async function pruneEndedWindows(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM throttle_counters WHERE window_ends_at <= $1', [now]);
}
