import path from 'node:path';
import { request as apiRequest } from '@playwright/test';
import { SMALLEST_SHOWN_COUNT, TIME_BUCKET_BOUNDS_MS, timeBucket } from '../../contract/flowEvents';
import { type SentVisits, sendSimulatedVisits } from '../../scripts/simulate/sendVisits';
import { durationText } from '../../src/flow-lab/visitors/visitorFigures';
import { registerThroughApi } from './support/authFlows';
import { E2E } from './support/env';
import { type SiteServer, startSiteServer } from './support/siteServer';
import { expect, test } from './support/test';
import { chart, layer, press, signInOnSite, turnOnVisitors } from './support/visitorsLayer';

// Product staff on a server the simulator filled (what `npm run simulate:visitors` sends) ask the
// chart: where do visitors stop in sign-up, and how long do they wait for the code? Every number the
// chart gives is compared with what the simulator knows it sent.

const SHOTS = 'test-results/flow-lab';
const SEED = 1;
const VISITS = 250;
const STAFF = `simulated-staff-${E2E.port}@example.com`;
const PASSWORD = 'Simulated-Visitors-2030';

const STEP1 = 'signup.step1';
const WAITING_FOR_CODE = 'signup.step1.codeCheck.idle';
/** The states a visitor of sign-up stops in, by the title the chart gives each. */
const STOPS: Record<string, string> = {
  [STEP1]: 'Step 1: the visitor gives an e-mail address and the code e-mailed to it',
  'signup.step1.countdown.running': 'Waiting 60 seconds before a new code can be sent',
  [WAITING_FOR_CODE]: 'Waiting for the visitor to type the code and press Continue',
  'signup.step2': 'Step 2: the visitor chooses a password',
  'signup.done': 'The account is created and the visitor is signed in',
};
const FUNNEL = [STEP1, 'signup.step1.countdown.running', 'signup.step2', 'signup.done'];

/** A count as the chart writes it: 1 to 4 masked. */
const shown = (count: number) =>
  count > 0 && count < SMALLEST_SHOWN_COUNT ? `fewer than ${SMALLEST_SHOWN_COUNT}` : String(count);

const signupSteps = (sent: SentVisits) =>
  sent.visits
    .map((visit) => visit.steps.filter((step) => step.flow === 'signup'))
    .filter((steps) => steps.length);

/** The bound of the time bucket holding the share `p` of `times`, as the server reads percentiles. */
function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  const nth = sorted[Math.ceil(p * sorted.length) - 1] as number;
  return TIME_BUCKET_BOUNDS_MS[timeBucket(nth)] as number;
}

/** The visits whose way through sign-up passed each state of `path` (or one inside it) in order. */
function funnel(visits: ReturnType<typeof signupSteps>, path: string[]): number[] {
  const reached = path.map(() => 0);
  for (const steps of visits) {
    let depth = 0;
    for (const state of steps.flatMap((step) => [step.from, step.to])) {
      const next = path[depth];
      if (next !== undefined && (state === next || state.startsWith(`${next}.`))) depth++;
    }
    for (let index = 0; index < depth; index++) reached[index] = (reached[index] ?? 0) + 1;
  }
  return reached;
}

let site: SiteServer | undefined;
let sent: SentVisits;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startSiteServer({
    port: E2E.port + 5,
    siteDir: path.resolve(E2E.outDir, 'client'),
    env: { STAFF_EMAILS: STAFF, RATE_LIMIT_SCALE: '100' },
  });
  sent = await sendSimulatedVisits(site.url, VISITS, SEED);
  const api = await apiRequest.newContext({ baseURL: site.url });
  await registerThroughApi(api, STAFF, PASSWORD);
  await api.dispose();
});

test.afterAll(async () => {
  await site?.stop();
});

test('staff read where simulated visitors stop in sign-up and how long they wait for the code, as the simulator sent them', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const base = site?.url ?? '';
  const visits = signupSteps(sent);
  const entered = (state: string) => visits.flat().filter((step) => step.to === state).length;
  const stopped = (state: string) => visits.filter((steps) => steps.at(-1)?.to === state).length;

  await signInOnSite(page, STAFF, PASSWORD, base);
  await turnOnVisitors(page, base);
  await expect(layer(page).getByRole('status')).toHaveText(/^Over the 30 days /);

  // Where they stop: each state's entries and the visits that ended there.
  for (const [state, title] of Object.entries(STOPS)) {
    await press(page, `Visitors in "${title}"`);
    const figures = layer(page).getByRole('region', { name: `Visitors: ${title}` });
    await expect(figures).toContainText(`Entries: ${shown(entered(state))}`);
    await expect(figures).toContainText(`Stopped here: ${shown(stopped(state))}`);
  }
  expect(stopped(STEP1)).toBeGreaterThanOrEqual(SMALLEST_SHOWN_COUNT);

  // How long they wait for the code: the time in the state that waits for it, typical and slow.
  const waits = visits
    .flat()
    .filter((step) => step.from === WAITING_FOR_CODE)
    .map((step) => step.ms);
  expect(waits.length).toBeGreaterThanOrEqual(SMALLEST_SHOWN_COUNT);
  await press(page, `Visitors in "${STOPS[WAITING_FOR_CODE]}"`);
  const waiting = layer(page).getByRole('region', { name: `Visitors: ${STOPS[WAITING_FOR_CODE]}` });
  await expect(waiting).toContainText(`Typical time: ${durationText(percentile(waits, 0.5))}`);
  await expect(waiting).toContainText(`Slow time: ${durationText(percentile(waits, 0.9))}`);
  await page.screenshot({ path: `${SHOTS}/simulated-counts-1440.png` });

  // The funnel to an account, clicked on the chart.
  await layer(page).getByRole('button', { name: 'Funnel' }).click();
  for (const state of FUNNEL) {
    const title = STOPS[state] as string;
    await press(page, `Add "${title}" to the funnel`, `State ${title}`);
  }
  const steps = layer(page).getByRole('list', { name: 'Funnel steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(FUNNEL.length);
  for (const [index, count] of funnel(visits, FUNNEL).entries())
    await expect(steps.nth(index)).toContainText(`${shown(count)} visits`);
  await expect(chart(page)).toContainText('of ways out');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: `${SHOTS}/simulated-funnel-1920.png` });
});
