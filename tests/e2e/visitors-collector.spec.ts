import type { Page, Request } from '@playwright/test';
import { flowEventsBatchSchema } from '../../contract/flowEvents';
import { FLOW_GRAPH, stepProblem } from '../../contract/flowGraph';
import { authDialog, uniqueEmail } from './support/authFlows';
import { CONSENT_SITE, serveConsentSite } from './support/consentSite';
import { expect, test } from './support/test';

// The collector of visitors' steps (src/lib/visitorSteps/), against the build that asks for consent:
// nothing of it, its code included, reaches a visitor who refused statistics or whose browser sends
// Global Privacy Control or Do Not Track; with statistics allowed it sends only the flows' own names,
// which the server stores, and nothing the visitor typed.

serveConsentSite();

const COLLECTOR_CHUNK = /\/stepCollector-[\w-]+\.js$/;
const FLOW_EVENTS = '/api/flow-events';

/** What the page asks of the network: the collector's chunk, its batches, every request body; third parties refused. */
async function watch(page: Page) {
  const seen = { chunks: [] as string[], batches: [] as Request[], bodies: [] as string[] };
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.hostname === '127.0.0.1')
      return route.continue();
    return route.abort('blockedbyclient');
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (COLLECTOR_CHUNK.test(pathname)) seen.chunks.push(pathname);
    if (pathname === FLOW_EVENTS) seen.batches.push(request);
    const body = request.postData();
    if (body) seen.bodies.push(`${pathname} ${body}`);
  });
  return seen;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
const settings = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });

/** Part of a sign-up: the dialog opened, an e-mail typed, a code sent, a wrong code tried. */
async function walkSignUp(page: Page, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Start for free', exact: true }).click();
  const auth = authDialog(page);
  await auth.email.fill(email);
  await auth.button('Send code').click();
  await expect(page.getByText('Verification code sent to your email')).toBeVisible();
  await auth.code.fill('000000');
  const checked = page.waitForResponse((response) => response.url().endsWith('/api/user/check-verify-code'));
  await auth.button('Continue').click();
  expect((await checked).status()).toBe(400);
}

/** The page hidden, as when the visitor switches tabs: the collector sends what it holds at once. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

async function expectNothingCounted(page: Page, seen: Awaited<ReturnType<typeof watch>>) {
  await walkSignUp(page, uniqueEmail('uncounted'));
  await hidePage(page);
  // Past the collector's delay and the browser's idle time: a batch would have gone by now.
  await page.waitForTimeout(7_000);
  expect(seen.batches.map((request) => request.url())).toEqual([]);
  expect(seen.chunks).toEqual([]);
}

test('with statistics refused, no step is sent and the collector is not even downloaded', async ({
  page,
}) => {
  const seen = await watch(page);
  await page.goto(`${CONSENT_SITE.url}/`);
  await banner(page).getByRole('button', { name: 'Necessary only' }).click();
  await expect(banner(page)).toBeHidden();
  await expectNothingCounted(page, seen);
});

test('with Global Privacy Control on, accepting everything still counts nothing', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
  });
  const seen = await watch(page);
  await page.goto(`${CONSENT_SITE.url}/`);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  await expectNothingCounted(page, seen);
});

test("with statistics allowed, a sign-up's steps are sent by the flows' names only, and stored", async ({
  page,
}) => {
  const seen = await watch(page);
  const email = uniqueEmail('counted');
  await page.goto(`${CONSENT_SITE.url}/`);
  // Statistics alone, switched on in the settings; the switch starts off.
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  const statistics = settings(page).getByRole('switch', { name: 'Statistics' });
  await expect(statistics).not.toBeChecked();
  await statistics.check();
  const collector = page.waitForResponse((response) =>
    COLLECTOR_CHUNK.test(new URL(response.url()).pathname),
  );
  await settings(page).getByRole('button', { name: 'Save choices' }).click();
  expect((await collector).ok()).toBe(true);

  const answers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === FLOW_EVENTS) answers.push(response.status());
  });
  await walkSignUp(page, email);
  await hidePage(page);
  const stepsSent = () =>
    seen.batches.flatMap((request) => flowEventsBatchSchema.parse(request.postDataJSON()).events);
  // The wrong code's answer is the walk's last step: once it is sent, every step is.
  await expect
    .poll(() => stepsSent().map((step) => step.event))
    .toContain('xstate.error.actor.checkVerifyCode');
  await expect.poll(() => answers.length).toBe(seen.batches.length);
  expect(answers.every((status) => status === 201)).toBe(true);

  const steps = stepsSent();
  for (const step of steps) expect(stepProblem(FLOW_GRAPH, step)).toBeUndefined();
  expect(steps.map((step) => `${step.flow} ${step.event}`)).toEqual(
    expect.arrayContaining([
      'authDialog auth.show',
      'signup signup.code.send',
      'signup xstate.done.actor.sendVerifyCode',
      'signup signup.continue',
    ]),
  );
  // One visit for the tab, the same in every batch.
  const visits = new Set(seen.batches.map((request) => (request.postDataJSON() as { visit: string }).visit));
  expect(visits.size).toBe(1);
  // The e-mail went to the sign-up's own calls, and in no batch of steps.
  const withEmail = seen.bodies.filter((body) => body.includes(email)).map((body) => body.split(' ')[0]);
  expect(withEmail.length).toBeGreaterThan(0);
  expect(withEmail).not.toContain(FLOW_EVENTS);
  expect(seen.bodies.filter((body) => body.startsWith(FLOW_EVENTS)).join('\n')).not.toContain('counted-');
  expect(seen.chunks.length).toBe(1);
});
