import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlowStatsAnswer, SMALLEST_SHOWN_COUNT } from '../../../contract/flowEvents';
import { FLOW_GRAPH, stepProblem } from '../../../contract/flowGraph';
import { type SimulatedVisit, simulateVisits } from '../../../scripts/simulate/visitorsSimulation';
import { createStepCollector } from '../../../src/lib/visitorSteps/stepCollector';
import { DATABASE_HOOK_TIMEOUT_MS, type OpenedDatabase, testDatabases } from '../../server/helpers/databases';
import { createTestServer } from '../../server/helpers/testServer';

const simulate = (seed: number, visits: number) =>
  simulateVisits({ seed, visits, createCollector: createStepCollector });

/** How many steps of the visits took each transition, keyed `flow from event to`. */
function tally(visits: readonly SimulatedVisit[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { steps } of visits)
    for (const step of steps) {
      const key = `${step.flow} ${step.from} ${step.event} ${step.to}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  return counts;
}

/** Where each sign-up ended: the state its last step entered. */
function signupEnds(visits: readonly SimulatedVisit[]): Map<string, number> {
  const ends = new Map<string, number>();
  for (const { steps } of visits) {
    const last = steps.filter((step) => step.flow === 'signup').at(-1);
    if (last) ends.set(last.to, (ends.get(last.to) ?? 0) + 1);
  }
  return ends;
}

describe('the simulated visitors', () => {
  it('are the same for one seed and others for another', async () => {
    const first = await simulate(7, 40);
    expect(await simulate(7, 40)).toEqual(first);
    expect((await simulate(8, 40)).map((visit) => visit.visit)).not.toEqual(
      first.map((visit) => visit.visit),
    );
  });

  it('report only steps the flow graph holds, and nothing they typed', async () => {
    const visits = await simulate(1, 120);
    const steps = visits.flatMap((visit) => visit.steps);
    expect(steps.length).toBeGreaterThan(500);
    expect(steps.filter((step) => stepProblem(FLOW_GRAPH, step) !== undefined)).toEqual([]);
    const sent = JSON.stringify(
      visits.map(({ visit, steps: visitSteps }) => ({ visit, events: visitSteps })),
    );
    for (const typed of ['@example.com', 'Sam', 'Visitor', '482913', 'password', '2025550123'])
      expect(sent).not.toContain(typed);
  });

  it('stop where visitors stop: before the code, at the code, after a wrong code, at the password, and sign up', async () => {
    const visits = await simulate(1, 250);
    const ends = signupEnds(visits);
    expect(ends.get('signup.step1')).toBeGreaterThan(10); // opened the card, asked for no code
    expect(ends.get('signup.step1.countdown.running')).toBeGreaterThan(5); // the code never came in time
    expect(ends.get('signup.step1.countdown.stopped')).toBeGreaterThan(5); // waited the countdown out
    expect(ends.get('signup.step1.codeCheck.idle')).toBeGreaterThan(0); // gave up after a wrong code
    expect(ends.get('signup.done')).toBeGreaterThan(30);
    const counts = tally(visits);
    expect(
      counts.get(
        'signup signup.step1.codeCheck.checking xstate.error.actor.checkVerifyCode signup.step1.codeCheck.idle',
      ),
    ).toBeGreaterThan(5);
    // Waiting for the e-mail takes seconds to minutes, on the simulated clock.
    const waits = visits
      .flatMap((visit) => visit.steps)
      .filter((step) => step.from === 'signup.step1.codeCheck.idle')
      .map((step) => step.ms);
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(5_000);
    expect(Math.max(...waits)).toBeGreaterThan(60_000);
  });
});

describe('what the server counts of the simulated visitors', () => {
  const STAFF = 'staff@aden.example';
  let opened: OpenedDatabase;
  beforeAll(async () => {
    const [pglite] = testDatabases();
    if (!pglite) throw new Error('no test database');
    opened = await pglite.open();
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => opened?.close(), DATABASE_HOOK_TIMEOUT_MS);

  // Eighty visits through the server's writes and a staff sign-up: seconds, more on a busy machine.
  it('is what they sent, each count from 1 to 4 shown as fewer than 5', { timeout: 60_000 }, async () => {
    const server = createTestServer(opened.db, { config: { staffEmails: [STAFF] } });
    const visits = await simulate(3, 80);
    // Sent at once, as many tabs do: the server stores batches that meet in one write.
    const answers = await Promise.all(
      visits.map(({ visit, steps }) =>
        server.call('POST', '/api/flow-events', { json: { visit, events: steps } }),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
    const { token } = await server.signUp(STAFF);
    const sent = tally(visits);
    for (const flow of ['authDialog', 'signup', 'login', 'contact']) {
      const answer = await server.call('GET', `/api/flow-stats?flow=${flow}&days=7`, { token });
      expect(answer.status).toBe(200);
      const shown = new Map(
        (answer.body as FlowStatsAnswer).transitions.map((transition) => [
          `${flow} ${transition.from} ${transition.event} ${transition.to}`,
          transition.count,
        ]),
      );
      const expected = new Map(
        [...sent]
          .filter(([key]) => key.startsWith(`${flow} `))
          .map(([key, count]) => [
            key,
            count < SMALLEST_SHOWN_COUNT ? { fewerThan: SMALLEST_SHOWN_COUNT } : count,
          ]),
      );
      expect(shown).toEqual(expected);
    }
  });
});
