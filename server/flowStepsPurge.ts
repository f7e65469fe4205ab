import type { Clock } from './config/clock.ts';
import type { Logger } from './config/logger.ts';
import type { Database } from './db/database.ts';
import { purgeFlowSteps } from './db/flowSteps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes visitors' raw steps past 30 days and daily counts past 13 months (db/flowSteps.ts) now and
 * then once a day, by the server's clock; every instance may run it, a second run deletes nothing.
 * Returns the function that stops it.
 */
export function purgeFlowStepsDaily(db: Database, clock: Clock, logger: Logger): () => void {
  const run = () => {
    purgeFlowSteps(db, clock.now()).then(
      (deleted) => {
        if (deleted > 0) logger.info(`[db] purged ${deleted} rows of visitors' steps past their retention`);
      },
      (error: unknown) => logger.warn(`[db] the purge of visitors' steps failed: ${String(error)}`),
    );
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
