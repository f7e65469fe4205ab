import { endpoints } from '../../contract/endpoints';
import { MAX_STEPS_PER_BATCH } from '../../contract/flowEvents';
import type { Queryable } from '../../server/db/database';
import { hasFlowSteps } from '../../server/db/flowSteps';
import { viteImport } from '../build/viteImport';
import { type Errand, type SimulatedVisit, simulateVisits } from './visitorsSimulation';

/** What a simulation sent: the visits themselves, the visits per errand and the steps stored. */
export interface SentVisits {
  visits: SimulatedVisit[];
  errands: Map<Errand, number>;
  steps: number;
}

/**
 * `visits` seeded visitors (scripts/simulate/visitorsSimulation.ts) walk the site's flows through its
 * own step collector, and each visit goes to the server at `base` as the collector sends it: one
 * POST /api/flow-events per batch. Throws with the server's answer when a batch is not stored.
 */
export async function sendSimulatedVisits(base: string, visits: number, seed: number): Promise<SentVisits> {
  const { createStepCollector } = await viteImport<typeof import('../../src/lib/visitorSteps/stepCollector')>(
    'src/lib/visitorSteps/stepCollector.ts',
  );
  const simulated: SimulatedVisit[] = await simulateVisits({
    seed,
    visits,
    createCollector: createStepCollector,
  });
  const url = `${base}${endpoints.reportFlowEvents.path}`;
  let steps = 0;
  for (const { visit, steps: visitSteps } of simulated)
    for (let start = 0; start < visitSteps.length; start += MAX_STEPS_PER_BATCH) {
      const events = visitSteps.slice(start, start + MAX_STEPS_PER_BATCH);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ visit, events }),
      }).catch((error: unknown) => {
        throw new Error(`Cannot reach ${url}: ${String(error)}`);
      });
      if (response.status !== 201)
        throw new Error(`${url} answered ${response.status} after ${steps} steps: ${await response.text()}`);
      steps += events.length;
    }
  const errands = new Map<Errand, number>();
  for (const { errand } of simulated) errands.set(errand, (errands.get(errand) ?? 0) + 1);
  return { visits: simulated, errands, steps };
}

/** "250 visits (seed 1: 150 sign up, …) sent 1,234 steps". */
export const describeSent = (sent: SentVisits, seed: number) =>
  `${[...sent.errands.values()].reduce((sum, count) => sum + count, 0)} visits (seed ${seed}: ${[
    ...sent.errands,
  ]
    .map(([errand, count]) => `${count} ${errand}`)
    .join(', ')}) sent ${sent.steps} steps`;

/** SIMULATE_VISITS and SIMULATE_SEED, read once for the script and the servers that fill themselves. */
export const simulationSettings = () => ({
  visits: Number(process.env.SIMULATE_VISITS ?? 250),
  seed: Number(process.env.SIMULATE_SEED ?? 1),
});

/**
 * A development or preview server with no visitors' steps stored shows simulated ones (SIMULATE_VISITS,
 * 0 for none), so the lab's Visitors layer has a living chart on the embedded defaults. `base` is the
 * server's own address; a failure is told and the server runs on.
 */
export async function simulateVisitorsWhenNone(
  db: Queryable,
  base: string,
  log: (line: string) => void,
): Promise<void> {
  const { visits, seed } = simulationSettings();
  try {
    if (visits <= 0 || (await hasFlowSteps(db))) return;
    const sent = await sendSimulatedVisits(base, visits, seed);
    log(`[visitors] none stored yet: ${describeSent(sent, seed)} (SIMULATE_VISITS=0 sends none)`);
  } catch (error) {
    log(`[visitors] no simulated visitors: ${error instanceof Error ? error.message : String(error)}`);
  }
}
