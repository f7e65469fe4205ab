/**
 * `npm run simulate:visitors`: seeded visitors walk the site's flows, and their steps go to a running
 * server's POST /api/flow-events, one batch per visit, as the site's collector sends them. SIMULATE_URL
 * (default http://localhost:$PORT, PORT 3000), SIMULATE_VISITS (default 250: a client may send 300
 * batches in 15 minutes) and SIMULATE_SEED (default 1).
 */
import { describeSent, sendSimulatedVisits, simulationSettings } from './sendVisits';

const base = process.env.SIMULATE_URL ?? `http://localhost:${process.env.PORT || 3000}`;
const { visits, seed } = simulationSettings();
try {
  console.log(`${describeSent(await sendSimulatedVisits(base, visits, seed), seed)} to ${base}`);
} catch (error) {
  console.error(
    `${error instanceof Error ? error.message : String(error)}. Start the server first (npm run dev).`,
  );
  process.exit(1);
}
