import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import { loadMachines } from '../../scripts/build/viteImport';
import { siteRoutes } from '../../server/routes/siteRoutes';
import { collapseGraph, machineGraph } from '../../src/flow-lab/graph/machineGraph';
import { authDialog, outboxCode, uniqueEmail, waitForApp } from './support/authFlows';
import { labFrame } from './support/labScreen';
import { machineSentences } from './support/machineSentences';
import { expect, test } from './support/test';

const machines = await loadMachines();

const SHOTS = 'test-results/flow-lab';
const root = path.resolve(import.meta.dirname, '../..');

const machineList = (page: Page) => page.getByRole('navigation', { name: 'Machines' });
/** Picks a flow in the list, where it is named in words ('Sign-up' for `signup`). */
const pick = (page: Page, id: string) =>
  machineList(page)
    .getByRole('button', { name: new RegExp(`^${machines.find((entry) => entry.id === id)?.name ?? id}`) })
    .click();
const stateValue = (page: Page) => page.getByLabel('State value');
const diagram = (page: Page) => page.getByRole('img', { name: 'Statechart' });
const activeState = (page: Page, id: string) => diagram(page).locator(`[data-state="${id}"][data-active]`);
/**
 * The state `id` drawn active, after opening the groups around it: the chart opens fitted, and at
 * 1440 px that closes the groups of a deep flow (a closed group says which state is active inside).
 */
async function expectActive(page: Page, id: string) {
  const settled = () =>
    expect(page.getByRole('group', { name: /^Diagram/ })).toHaveAttribute('aria-busy', 'false');
  await settled();
  for (const key of id.split('.').slice(1, -1)) {
    const open = page.getByRole('button', { name: new RegExp(`^Open .*\\(${key}\\)$`) });
    if ((await open.count()) === 0) continue;
    await open.first().click();
    await settled();
  }
  await expect(activeState(page, id)).toBeAttached();
}
const diagramScale = async (page: Page) =>
  Number(await page.getByRole('group', { name: /^Diagram/ }).getAttribute('data-scale'));
/** The size each label of the diagram is drawn at on screen, in CSS pixels. */
const labelSizes = (page: Page) =>
  diagram(page)
    .locator('text')
    .evaluateAll((texts) =>
      texts.map((text) => {
        const scale = (text as SVGTextElement).getScreenCTM()?.a ?? 0;
        return { text: text.textContent, size: Number.parseFloat(getComputedStyle(text).fontSize) * scale };
      }),
    );
/** The site's screen, in the lab's frame. */
const screenPane = (page: Page) => labFrame(page);
/** A button of the lab's column scrolls the screen away; a click into the frame's fixed dialog does not scroll it back. */
const showScreen = (page: Page) => page.locator('iframe[data-lab-screen]').scrollIntoViewIfNeeded();
/** Sign-up with the code sent and its countdown running: the link a bug report would carry. */
const CODE_SENT_LINK =
  '/flows/signup?path=signup.code.send{"email":"ada@example.com"}~resolve:sendVerifyCode={}~wait:1000';

test.describe('the flow lab at /flows (lab build)', () => {
  test('draws every machine of the registry: one box per state, one edge per transition', async ({
    page,
  }) => {
    await page.goto('/flows');
    await expect(page).toHaveTitle('Flow lab | Aden');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    for (const entry of machines) {
      await pick(page, entry.id);
      const diagram = page.getByRole('img', { name: 'Statechart' });
      await expect(diagram.locator('[data-state]').first()).toBeAttached();
      // Fit may have closed groups to show the whole chart (one at a time): they hide their insides.
      const drawnAgainstGraph = async () => {
        const closed = await diagram
          .locator('[data-toggle][aria-expanded="false"]')
          .evaluateAll((toggles) => toggles.map((toggle) => toggle.getAttribute('data-toggle') ?? ''));
        const graph = collapseGraph(machineGraph(entry.machine), new Set(closed));
        return {
          states: (await diagram.locator('[data-state]').count()) - graph.states.length,
          edges: (await diagram.locator('[data-edge]').count()) - graph.edges.length,
        };
      };
      await expect.poll(drawnAgainstGraph, { message: entry.id }).toEqual({ states: 0, edges: 0 });
      await expect(diagram.locator('[data-state][data-active]').first()).toBeAttached();
    }
    // Coverage counted when the lab was built, in the list and on the machine.
    await expect(machineList(page).getByText('no coverage figures')).toHaveCount(0);
    await expect(machineList(page).getByLabel('Coverage of signup')).toHaveText(
      /^states (\d+)\/\1 · transitions (\d+)\/\2$/,
    );
    await pick(page, 'signup');
    await expect(page.getByRole('main').getByLabel('Coverage of signup')).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/signup-1440.png` });
  });

  test('diagrams read at 9 px or more, or say to zoom in, and zoom with the mouse', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/flows');
    const tooSmall = page.getByText('Labels too small to read — zoom in');
    // Navigation is flat, with no group to close: it opens whole, under 9 px, and says so. Consent's
    // branches, each its own arrow, stack their labels in one column: with its groups closed it reads.
    for (const [id, legible] of [
      ['signup', true],
      ['consent', true],
      ['routeMiddleware', false],
    ] as const) {
      await pick(page, id);
      await expect(diagram(page).locator('[data-state]').first()).toBeAttached();
      await page.getByRole('button', { name: 'Fit to view' }).click();
      // Fit may close groups one by one, each a new layout drawn afresh: measured once it has settled.
      await expect(page.getByRole('group', { name: /^Diagram/ })).toHaveAttribute('aria-busy', 'false');
      const sizes = await labelSizes(page);
      expect(sizes.length, id).toBeGreaterThan(0);
      const smallest = Math.min(...sizes.map((label) => label.size));
      const readable = smallest >= 8.99;
      expect(readable, `${id}: smallest label ${smallest} px`).toBe(legible);
      if (readable) await expect(tooSmall).toBeHidden();
      else await expect(tooSmall).toBeVisible();
    }

    const fitted = await diagramScale(page);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => diagramScale(page)).toBeCloseTo(fitted * 1.25, 2);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => diagramScale(page)).toBeCloseTo(fitted * 0.8, 2);
    await page.getByRole('button', { name: 'Fit to view' }).click();
    await expect.poll(() => diagramScale(page)).toBeCloseTo(fitted, 2);
    // And with the keyboard, on the focused diagram.
    await page.getByRole('group', { name: /^Diagram/ }).focus();
    await page.keyboard.press('+');
    await expect.poll(() => diagramScale(page)).toBeCloseTo(fitted * 1.25, 2);
    await page.keyboard.press('0');
    await expect.poll(() => diagramScale(page)).toBeCloseTo(fitted, 2);

    // A compound state closes to one box, and opens again.
    await pick(page, 'signup');
    // Fit closes groups to show the whole chart at 1440 px; a group's square opens it again.
    await page.getByRole('button', { name: 'Fit to view' }).click();
    await page.getByRole('button', { name: /^Open .*\(countdown\)$/ }).click();
    await expect(diagram(page).locator('[data-state="signup.step1.countdown.running"]')).toHaveCount(1);
    await page.getByRole('button', { name: /^Collapse .*\(step1\)$/ }).click();
    await expect(diagram(page).locator('[data-state="signup.step1.countdown"]')).toHaveCount(0);
    await page.getByRole('button', { name: /^Open .*\(step1\)$/ }).click();
    await expect(diagram(page).locator('[data-state="signup.step1.countdown"]')).toHaveCount(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download SVG' }).click();
    expect((await download).suggestedFilename()).toBe('signup.svg');
  });

  test('a reproduction link opens sign-up with the code sent and the countdown running', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(CODE_SENT_LINK);
    await expect(activeState(page, 'signup.step1')).toBeAttached();
    await expectActive(page, 'signup.step1.countdown.running');
    await expectActive(page, 'signup.step1.codeRequest.idle');
    // The screen beside the chart shows it too: the code went out, 59 seconds before another.
    await expect(screenPane(page).getByRole('button', { name: 'Resend in 59s' })).toBeDisabled();
    await expect(page.getByRole('listitem', { name: /^Step 3:/ })).toBeVisible();
    // The address follows the lab; "Copy link" gives it whole.
    expect(decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).search)).toBe(
      CODE_SENT_LINK,
    );
    await page.screenshot({ path: `${SHOTS}/signup-link-1440.png` });
  });

  test('a state chosen from the list is reached; a press in the screen moves the diagram', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/flows/signup');
    await expectActive(page, 'signup.step1.codeRequest.idle');

    await page
      .getByRole('list', { name: 'States' })
      .getByRole('button', { name: 'Go to step2 › editing' })
      .click();
    await expectActive(page, 'signup.step2.editing');
    await expect(screenPane(page).getByText('Step 2 of 2 · Choose a password')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('path')).toContain('resolve:checkVerifyCode');

    await page
      .getByRole('list', { name: 'States' })
      .getByRole('button', { name: 'Go to step1 › codeRequest › idle' })
      .click();
    await expectActive(page, 'signup.step1.codeRequest.idle');
    const screen = screenPane(page);
    await showScreen(page);
    await screen.getByRole('textbox', { name: /email/i }).fill('grace@example.com');
    await showScreen(page);
    await screen.getByRole('button', { name: 'Send code' }).click();
    await expect(activeState(page, 'signup.step1.codeRequest.sending')).toBeAttached();
    await expect(page.getByLabel('Input of sendVerifyCode')).toContainText('grace@example.com');
    // The step is the lab's: it flashed on the diagram and stands in the log.
    await expect(
      diagram(page).locator('[data-edge="signup.step1.codeRequest.idle:signup.code.send:0"] path'),
    ).toHaveAttribute('marker-end', 'url(#arrow-flash)');
    await page.screenshot({ path: `${SHOTS}/signup-screen-sending-1440.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expectActive(page, 'signup.step1.codeRequest.sending');
    await screen.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/signup-screen-390.png`, fullPage: true });
  });

  test('the ROI calculator in the screen: a changed input is a step of the lab', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/flows/roiCalculator?path=resolve:readSharedSearch=""');
    await expectActive(page, 'roiCalculator.editing');
    const screen = screenPane(page);
    const teamSize = screen.getByRole('textbox', { name: 'People whose time Aden saves' });
    await teamSize.fill('0');
    await expect(page.getByRole('listitem', { name: /^Step 2: roi\.change/ })).toBeVisible();
    await expectActive(page, 'roiCalculator.editing.inputs.invalid');
    await expect(teamSize).toHaveAttribute('aria-invalid', 'true');
    // The calculator's two columns follow the window's width: the desktop frame shows them as laid out.
    await page.getByRole('button', { name: 'Desktop' }).click();
    await page.screenshot({ path: `${SHOTS}/roi-screen-1440.png` });
  });

  test("the online form in the screen: the example form's fields; typing the flow ignores is no step", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/flows/onlineForm');
    const screen = screenPane(page);
    // The example input names the seeded "demo" form; its definition comes from the server.
    await expect(screen.getByRole('heading', { name: 'Project intake' })).toBeVisible();
    for (const label of ['Company name', 'Work email', 'Phone number'])
      await expect(screen.getByRole('textbox', { name: label })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Industry' })).toBeVisible();
    await expect(screen.getByRole('checkbox', { name: /I agree to be contacted/ })).toBeVisible();
    // With no server error on the field, the flow ignores the change: the log, link and test keep only steps.
    await showScreen(page);
    await screen.getByRole('textbox', { name: 'Company name' }).fill('Acme');
    await expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme');
    await expect(page.getByRole('listitem', { name: /^Step 1:/ })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/online-form-screen-1440.png` });
  });

  test('the new-version notice shows once buildUpdate is updated', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/flows/buildUpdate');
    await expect(activeState(page, 'buildUpdate.waiting')).toBeAttached();
    const screen = screenPane(page);
    await expect(screen.getByRole('status')).toHaveCount(0);
    await page.goto('/flows/buildUpdate?path=build.check~resolve:fetchLatestBuild={"id":"next-build"}');
    await expect(activeState(page, 'buildUpdate.updated')).toBeAttached();
    await expect(screen.getByRole('status')).toContainText('A new version of the site is available');
    await expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/new-version-screen-1440.png` });
  });

  test('drives the contact flow to scheduling by clicks, on the diagram and in the panel', async ({
    page,
  }) => {
    await page.goto('/flows');
    await pick(page, 'contact');
    await expect(stateValue(page)).toHaveAttribute('data-value', '"closed"');

    // The enabled edge of the diagram is a button: it sends its event.
    await page.getByRole('button', { name: 'Take contact.open from contact.closed' }).click();
    await expect(stateValue(page)).toHaveAttribute('data-value', '{"open":"form"}');

    await page.getByLabel('contact.submit firstname').fill('Ada');
    await page.getByLabel('contact.submit lastname').fill('Lovelace');
    await page.getByLabel('contact.submit email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send contact.submit' }).click();
    await expect(stateValue(page)).toHaveAttribute('data-value', '{"open":"submitting"}');

    const call = page.getByLabel('Call to submitContact');
    await expect(call.getByLabel('Input of submitContact')).toContainText('ada@example.com');
    await call.getByRole('button', { name: 'The server answers: Received. (201)' }).click();
    await expect(stateValue(page)).toHaveAttribute('data-value', '{"open":"scheduling"}');
    await expect(page.getByLabel('Context tree')).toContainText('firstname: Ada');
    await page.screenshot({ path: `${SHOTS}/contact-scheduling-1440.png` });

    // Back one step: the call is waiting again; the later entry stays, greyed.
    await page
      .getByRole('listitem', { name: 'Step 2: contact.submit' })
      .getByRole('button', { name: 'Back to step 2' })
      .click();
    await expect(stateValue(page)).toHaveAttribute('data-value', '{"open":"submitting"}');
    await expect(page.getByRole('listitem', { name: 'Step 3: resolve submitContact' })).toBeVisible();

    await page.getByRole('button', { name: 'Copy as test' }).click();
    await expect(page.getByLabel('Copied test')).toContainText("await lab.send({ type: 'contact.open' });");
    await expect(page.getByLabel('Copied test')).not.toContainText("lab.resolve('submitContact'");
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
      .getByRole('button', { name: /^Auth dialog\b/ })
      .first()
      .click();
    const liveState = lab.getByLabel('Live state value');
    await expect(liveState).toHaveAttribute('data-value', '"closed"');

    const email = uniqueEmail('lab');
    await site.getByRole('banner').getByRole('button', { name: 'Start for free', exact: true }).click();
    await expect(liveState).toHaveAttribute('data-value', '{"open":"signup"}');
    await expect(actors.getByRole('button', { name: /^Auth dialog › Sign-up/ })).toBeVisible();

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

    await expect(liveState).toHaveAttribute('data-value', '"closed"');
    const log = lab.getByLabel('Live log');
    await expect(log).toContainText('The visitor has signed up');
    await expect(log).toContainText('Something on the page opens the sign-in dialog');
    await actors.getByRole('button', { name: /^Auth dialog › Sign-up/ }).click();
    await expect(lab.getByLabel('Live log')).toContainText('The visitor presses Sign up with a password');
    await expect(lab.getByLabel('Live log')).toContainText('The server creates the account');
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
        // The words are for the lab (scripts/vite-plugins/machineWordsPlugin.ts); build-output.spec.ts finds them in it.
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
