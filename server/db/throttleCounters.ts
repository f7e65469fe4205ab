import type { Queryable } from './database.ts';

export interface Counter {
  hits: number;
  windowEndsAt: Date;
}

/** A hit to count: `amount` (one request, or the bytes it stores) against a key's window. */
export interface Hit {
  key: string;
  windowMs: number;
  amount: number;
}

/**
 * Counts hits in one atomic statement, so parallel requests on any number of instances are all
 * counted; a window that has ended starts again. Several hits of one key are summed into one row
 * change, and each hit is answered the count it brought the key to, in the order given.
 */
export async function countHits(db: Queryable, hits: readonly Hit[], now: Date): Promise<Counter[]> {
  const byKey = new Map<string, { amount: number; windowEndsAt: string }>();
  for (const hit of hits) {
    const sum = byKey.get(hit.key);
    if (sum) sum.amount += hit.amount;
    else
      byKey.set(hit.key, {
        amount: hit.amount,
        windowEndsAt: new Date(now.getTime() + hit.windowMs).toISOString(),
      });
  }
  // Keys in one order, so two statements sharing keys never wait on each other in a circle.
  const keys = [...byKey.keys()].sort();
  const { rows } = await db.query<{ key: string; hits: number; window_ends_at: Date }>(
    `INSERT INTO throttle_counters AS t (key, hits, window_ends_at)
     SELECT * FROM unnest($2::text[], $3::integer[], $4::timestamptz[])
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN t.window_ends_at <= $1 THEN EXCLUDED.hits ELSE LEAST(t.hits::bigint + EXCLUDED.hits, 2147483647)::integer END,
       window_ends_at = CASE WHEN t.window_ends_at <= $1 THEN EXCLUDED.window_ends_at ELSE t.window_ends_at END
     RETURNING key, hits, window_ends_at`,
    [now, keys, keys.map((key) => byKey.get(key)?.amount), keys.map((key) => byKey.get(key)?.windowEndsAt)],
  );
  // Each hit's count: the key's count before this statement, plus the hits of it up to this one.
  const reached = new Map(
    rows.map((row) => [
      row.key,
      { hits: row.hits - (byKey.get(row.key)?.amount ?? 0), windowEndsAt: new Date(row.window_ends_at) },
    ]),
  );
  return hits.map((hit) => {
    const counter = reached.get(hit.key) as Counter;
    counter.hits += hit.amount;
    return { ...counter };
  });
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
