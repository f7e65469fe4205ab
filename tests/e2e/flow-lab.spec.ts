import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import { machines } from '../../machines/index';
import { siteRoutes } from '../../server/routes/site';
import { machineGraph } from '../../src/flow-lab/graph/machineGraph';
import { authDialog, outboxCode, uniqueEmail, waitForApp } from './support/authFlows';
import { machineSentences } from './support/machineSentences';
import { expect, test } from './support/test';

const SHOTS = 'test-results/flow-lab';
const root = path.resolve(import.meta.dirname, '../..');

const machineList = (page: Page) => page.getByRole('navigation', { name: 'Machines' });
const pick = (page: Page, id: string) =>
  machineList(page)
    .getByRole('button', { name: new RegExp(`^${id}\\b`) })
    .click();
const stateValue = (page: Page) => page.getByLabel('State value');

test.describe('the flow lab at /flows (lab build)', () => {
  test('draws every machine of the registry: one box per state, one edge per transition', async ({
    page,
  }) => {
    await page.goto('/flows');
    await expect(page).toHaveTitle('Flow lab | Aden');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    for (const entry of machines) {
      await pick(page, entry.id);
      const graph = machineGraph(entry.machine);
      const diagram = page.getByRole('img', { name: 'Statechart' });
      await expect(diagram.locator('[data-state]')).toHaveCount(graph.states.length);
      await expect(diagram.locator('[data-edge]')).toHaveCount(graph.edges.length);
      await expect(diagram.locator('[data-state][data-active]').first()).toBeAttached();
    }
    await pick(page, 'signup');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/signup-1440.png` });
  });

  test('drives the contact flow to scheduling by clicks, on the diagram and in the panel', async ({
    page,
  }) => {
    await page.goto('/flows');
    await pick(page, 'contact');
    await expect(stateValue(page)).toHaveText('"closed"');

    // The enabled edge of the diagram is a button: it sends its event.
    await page.getByRole('button', { name: 'Take contact.open from contact.closed' }).click();
    await expect(stateValue(page)).toHaveText('{"open":"form"}');

    await page.getByLabel('contact.submit firstname').fill('Ada');
    await page.getByLabel('contact.submit lastname').fill('Lovelace');
    await page.getByLabel('contact.submit phone_number').fill('(+44) 2079460000');
    await page.getByLabel('contact.submit email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send contact.submit' }).click();
    await expect(stateValue(page)).toHaveText('{"open":"submitting"}');

    const call = page.getByLabel('Call to submitContact');
    await expect(call.getByLabel('Input of submitContact')).toContainText('(+44) 2079460000');
    await call.getByRole('button', { name: 'Resolve' }).click();
    await expect(stateValue(page)).toHaveText('{"open":"scheduling"}');
    await expect(page.getByLabel('Context tree')).toContainText('firstname: "Ada"');
    await page.screenshot({ path: `${SHOTS}/contact-scheduling-1440.png` });

    // Back one step: the call is waiting again; the later entry stays, greyed.
    await page.getByRole('button', { name: 'Step 2: contact.submit' }).click();
    await expect(stateValue(page)).toHaveText('{"open":"submitting"}');
    await expect(page.getByRole('button', { name: 'Step 3: resolve submitContact' })).toBeVisible();

    await page.getByRole('button', { name: 'Copy as test' }).click();
    await expect(page.getByLabel('Copied test')).toContainText('await lab.send({"type":"contact.open"});');
    await expect(page.getByLabel('Copied test')).not.toContainText('submitContact", {}');
    await page.screenshot({ path: `${SHOTS}/copy-as-test-1440.png` });
  });

  test('follows the auth dialog of a live tab through a sign-up to its end', async ({ context, request }) => {
    const lab = await context.newPage();
    await lab.goto('/flows?live');
    await expect(lab.getByRole('tab', { name: /^Live/ })).toHaveAttribute('aria-selected', 'true');

    const site = await context.newPage();
    // `?lab` also opens a lab window of its own; this test watches the one it opened first.
    const ownLab = site.waitForEvent('popup');
    await site.goto('/?lab');
    await waitForApp(site);
    await (await ownLab).close();

    const actors = lab.getByRole('navigation', { name: 'Live actors' });
    await actors
      .getByRole('button', { name: /^authDialog\b/ })
      .first()
      .click();
    const liveState = lab.getByLabel('Live state value');
    await expect(liveState).toHaveText('"closed"');

    const email = uniqueEmail('lab');
    await site.getByRole('banner').getByRole('button', { name: 'Start for free', exact: true }).click();
    await expect(liveState).toHaveText('{"open":"signup"}');
    await expect(actors.getByRole('button', { name: /^authDialog › signup/ })).toBeVisible();

    const auth = authDialog(site);
    await auth.email.fill(email);
    await auth.button('Send code').click();
    await auth.code.fill(await outboxCode(request, email));
    await auth.button('Continue').click();
    await auth.password.fill('correct-horse-battery');
    await lab.bringToFront();
    await lab.screenshot({ path: `${SHOTS}/live-signup-1440.png` });
    await auth.button('Sign up').click();
    await site.waitForURL(/\/arp\/onboarding\?t=/);

    await expect(liveState).toHaveText('"closed"');
    const log = lab.getByLabel('Live log');
    await expect(log).toContainText('xstate.done.actor.signup');
    await expect(log).toContainText('auth.show');
    await actors.getByRole('button', { name: /^authDialog › signup/ }).click();
    await expect(lab.getByLabel('Live log')).toContainText('signup.submit');
    await expect(lab.getByLabel('Live log')).toContainText('xstate.done.actor.register→ done');
  });
});

test.describe('a default build', () => {
  test('has no flow lab: /flows is the 404, and no lab code nor machine words are in the output', async () => {
    test.setTimeout(300_000);
    const outDir = await mkdtemp(path.join(tmpdir(), 'aden-default-build-'));
    const flag = process.env.VITE_FLOW_LAB;
    delete process.env.VITE_FLOW_LAB;
    try {
      await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true } });
      const files = (await readdir(outDir, { recursive: true })).map(String);
      expect(files).not.toContain(path.join('flows', 'index.html'));
      expect(files.some((file) => file.includes('flow-lab'))).toBe(false);
      const sentences = machineSentences();
      expect(sentences.length).toBeGreaterThan(100);
      for (const file of files.filter((name) => /\.(js|html)$/.test(name))) {
        const text = await readFile(path.join(outDir, file), 'utf8');
        expect(text, file).not.toContain('aden-flow-lab');
        expect(text, file).not.toContain('org.eclipse.elk');
        // The words are for the lab (scripts/machineWordsPlugin.ts); build-output.spec.ts finds them in it.
        expect(
          sentences.filter((sentence) => text.includes(sentence)),
          file,
        ).toEqual([]);
      }
      const site = siteRoutes(outDir);
      expect((await site.request('/flows')).status).toBe(404);
      expect((await site.request('/flows/')).status).toBe(404);
      expect((await site.request('/')).status).toBe(200);
    } finally {
      if (flag !== undefined) process.env.VITE_FLOW_LAB = flag;
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
