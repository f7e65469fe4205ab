/**
 * `npm run simulate:visitors`: seeded visitors (scripts/simulate/visitorsSimulation.ts) walk the site's
 * flows, and their steps go to a running server's POST /api/flow-events, one batch per visit, as the
 * site's collector sends them. SIMULATE_URL (default http://localhost:$PORT, PORT 3000), SIMULATE_VISITS
 * (default 250: a client may send 300 batches in 15 minutes) and SIMULATE_SEED (default 1).
 */
import { endpoints } from '../../contract/endpoints';
import { MAX_STEPS_PER_BATCH } from '../../contract/flowEvents';
import { viteImport } from '../build/viteImport';
import { type SimulatedVisit, simulateVisits } from './visitorsSimulation';

const base = process.env.SIMULATE_URL ?? `http://localhost:${process.env.PORT || 3000}`;
const visits = Number(process.env.SIMULATE_VISITS ?? 250);
const seed = Number(process.env.SIMULATE_SEED ?? 1);

const { createStepCollector } = await viteImport<typeof import('../../src/lib/visitorSteps/stepCollector')>(
  'src/lib/visitorSteps/stepCollector.ts',
);
const simulated: SimulatedVisit[] = await simulateVisits({
  seed,
  visits,
  createCollector: createStepCollector,
});

const url = `${base}${endpoints.reportFlowEvents.path}`;
let sent = 0;
for (const { visit, steps } of simulated)
  for (let start = 0; start < steps.length; start += MAX_STEPS_PER_BATCH) {
    const events = steps.slice(start, start + MAX_STEPS_PER_BATCH);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ visit, events }),
    }).catch((error: unknown) => {
      console.error(`Cannot reach ${url}: ${String(error)}. Start the server first (npm run dev).`);
      process.exit(1);
    });
    if (response.status !== 201) {
      console.error(`${url} answered ${response.status} after ${sent} steps: ${await response.text()}`);
      process.exit(1);
    }
    sent += events.length;
  }

const errands = new Map<string, number>();
for (const { errand } of simulated) errands.set(errand, (errands.get(errand) ?? 0) + 1);
console.log(
  `${simulated.length} visits (seed ${seed}: ${[...errands].map(([errand, count]) => `${count} ${errand}`).join(', ')}) sent ${sent} steps to ${base}`,
);
