import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadMachines } from '../../scripts/build/viteImport';
import { E2E } from './support/env';
import { expect, test } from './support/test';

const machines = await loadMachines();

// The flow lab's chart on the suite's lab build, which Vite minifies as it does production: words
// on every box and arrow, never a name the minifier made; Fit shows the whole chart at 9 px or more;
// a child flow is drawn inside the state that runs it.

const SHOTS = 'test-results/flow-lab';
const root = path.resolve(import.meta.dirname, '../..');
const LEGIBLE_PX = 9;

const machineList = (page: Page) => page.getByRole('navigation', { name: 'Machines' });
const chart = (page: Page) => page.getByRole('img', { name: 'Statechart' }).first();
const frame = (page: Page) => page.getByRole('group', { name: /^Diagram/ }).first();
/** A call of a one-letter function, as a minifier names `and(...)`: `t(`. */
const MINIFIED_CALL = /(?:^|[^\w$.])[A-Za-z_$]\(/;

/** Every line of text drawn on the chart, with its tone and the size it shows at, in CSS pixels. */
const drawnLines = (page: Page) =>
  chart(page)
    .locator('text[data-line]')
    .evaluateAll((texts) =>
      texts.map((text) => ({
        text: text.textContent ?? '',
        tone: text.getAttribute('data-line'),
        px:
          Number.parseFloat(getComputedStyle(text).fontSize) *
          ((text as SVGTextElement).getScreenCTM()?.a ?? 0),
      })),
    );

const SHOWN = ['signup', 'authDialog', 'contact', 'session', 'googleSignIn'];

async function openFlow(page: Page, name: string) {
  await machineList(page)
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(chart(page).locator('[data-state]').first()).toBeAttached();
  await expect(frame(page)).toHaveAttribute('aria-busy', 'false');
}

/** Every box, line, arrow and label of the chart lies inside its pane; its labels read at 9 px or more. */
async function expectWhole(page: Page, flow: string, { legible = true } = {}) {
  // The view settles a frame after the layout: read it once it stops moving.
  await expect
    .poll(async () => {
      const pane = await frame(page).boundingBox();
      if (!pane) return ['no pane'];
      const parts = await chart(page)
        .locator('[data-drawing] :is(path, rect, text, circle, line)')
        .evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            const label = element.closest('[data-edge], [data-state]');
            return {
              what: `${element.tagName} of ${label?.getAttribute('data-edge') ?? label?.getAttribute('data-state')}`,
              left: box.left,
              top: box.top,
              right: box.right,
              bottom: box.bottom,
            };
          }),
        );
      return parts
        .filter(
          (part) =>
            part.left < pane.x - 0.5 ||
            part.top < pane.y - 0.5 ||
            part.right > pane.x + pane.width + 0.5 ||
            part.bottom > pane.y + pane.height + 0.5,
        )
        .map((part) => `${flow}: ${part.what}`);
    })
    .toEqual([]);
  if (!legible) return;
  // Under 9 px only when no group is left to close, and then the frame says so.
  const small = (await drawnLines(page)).filter((line) => line.px < LEGIBLE_PX - 0.01);
  if (small.length === 0) {
    await expect(page.getByText('Labels too small to read — zoom in')).toHaveCount(0);
    return;
  }
  await expect(page.getByText('Labels too small to read — zoom in')).toBeVisible();
  await expect(chart(page).locator('[data-toggle][aria-expanded="true"]'), flow).toHaveCount(0);
}

test.describe('the flow lab chart (minified lab build)', () => {
  test('the lab build is minified like production', async () => {
    const assets = path.join(root, E2E.outDir, 'client', 'assets');
    const scripts = await Promise.all(
      (await readdir(assets))
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFile(path.join(assets, file), 'utf8')),
    );
    const lab = scripts.find((text) => text.includes('Labels too small to read')) ?? '';
    // Minified: the code is on long lines (the machines' sources, carried as text for the event
    // forms, keep theirs), and the chart's own function names as written are gone.
    expect(Math.max(...lab.split('\n').map((line) => line.length))).toBeGreaterThan(100_000);
    expect(lab).not.toContain('statesToClose');
    expect(lab).not.toContain('childFlowStates');
    // XState's guard combinators are renamed too: the names the chart must never read.
    const all = scripts.join('\n');
    expect(all).toMatch(/\.check=[\w$]+,[\w$]+\.guards=/);
    expect(all).not.toContain('function and(');
  });

  test('every state box and arrow speaks words; no label holds a one-letter call', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/flows');
    // The list names the flows in words.
    for (const entry of machines)
      await expect(
        machineList(page).getByRole('button', { name: new RegExp(`^${entry.name}`) }),
      ).toBeVisible();
    await expect(machineList(page).getByText('authDialog', { exact: true })).toHaveCount(0);

    for (const entry of machines) {
      await machineList(page)
        .getByRole('button', { name: new RegExp(`^${entry.name}`) })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: entry.name })).toBeVisible();
      await expect(chart(page).locator('[data-state]').first()).toBeAttached();
      // Each box drawn has a title in words (a closed group's inner boxes are not drawn).
      const boxes = await chart(page)
        .locator('[data-state]')
        .evaluateAll((groups) =>
          groups.map((group) => ({
            id: group.getAttribute('data-state'),
            title: [...group.querySelectorAll(':scope > text[data-line="title"]')]
              .map((t) => t.textContent)
              .join(' '),
          })),
        );
      for (const box of boxes) {
        expect(box.title.trim(), `${entry.id}: ${box.id}`).not.toBe('');
        expect(box.title, `${entry.id}: ${box.id}`).not.toBe(box.id?.split('.').at(-1));
      }
      const lines = await drawnLines(page);
      for (const line of lines) expect(line.text, `${entry.id}: ${line.text}`).not.toMatch(MINIFIED_CALL);
      // No code name at rest: event types and guard names are behind the switch.
      expect(lines.filter((line) => line.tone === 'code')).toEqual([]);
    }

    // "Code names" shows them, and the guard combinator as written: `and(`, never `t(`.
    await machineList(page)
      .getByRole('button', { name: /^Sign-up/ })
      .click();
    await page.getByRole('switch', { name: 'Code names' }).check();
    const code = (await drawnLines(page)).filter((line) => line.tone === 'code').map((line) => line.text);
    expect(code.join(' ')).toContain('[and(hasEmail,');
    for (const line of code) expect(line).not.toMatch(MINIFIED_CALL);
    await expect(page.getByRole('img', { name: 'Statechart' }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/chart-code-names-1920.png` });
    await page.getByRole('switch', { name: 'Code names' }).uncheck();
    await expect(page.getByLabel('Legend')).toContainText('straight away');
  });

  for (const [width, height] of [
    [1440, 900],
    [1920, 1080],
  ] as const)
    test(`at ${width} every flow opens fitted and stays so after Fit: nothing cut, labels at 9 px or said to be small`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height });
      await page.goto('/flows');
      for (const entry of machines) {
        await openFlow(page, entry.name);
        await expectWhole(page, entry.id);
        if (SHOWN.includes(entry.id))
          await page.screenshot({ path: `${SHOTS}/open-${entry.id}-${width}.png` });
        await page.getByRole('button', { name: 'Fit to view' }).first().click();
        await expect(frame(page)).toHaveAttribute('aria-busy', 'false');
        await expectWhole(page, entry.id);
      }
      // The auth dialog opened at its sign-up, by a link, fits as it opens too.
      await page.goto('/flows/authDialog?path=auth.show{"mode":"signup"}');
      await expect(chart(page).locator('[data-state][data-active]').first()).toBeAttached();
      await expectWhole(page, 'authDialog at sign-up');
      await page.screenshot({ path: `${SHOTS}/open-authDialog-signup-${width}.png` });
      // Zoomed out past legible, the chart says so.
      for (let press = 0; press < 3; press += 1)
        await page.getByRole('button', { name: 'Zoom out' }).first().click();
      await expect(page.getByText('Labels too small to read — zoom in')).toBeVisible();
    });

  test('Fit keeps the groups the person opened; a pane that changes size is fitted again', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/flows/signup');
    await expect(frame(page)).toHaveAttribute('aria-busy', 'false');
    // Sign-up does not fit at 9 px whole: it opens with groups closed, and the person opens one.
    const closed = chart(page).locator('[data-toggle][aria-expanded="false"]');
    await expect(closed.first()).toBeAttached();
    const group = (await closed.first().getAttribute('data-toggle')) ?? '';
    await closed.first().focus();
    await page.keyboard.press('Enter');
    const toggle = chart(page).locator(`[data-toggle="${group}"]`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Fit to view' }).first().click();
    await expect(frame(page)).toHaveAttribute('aria-busy', 'false');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectWhole(page, `signup with ${group} open`, { legible: false });

    // The screen's column grows with Desktop: the chart's pane narrows and the chart fits it again.
    const before = await frame(page).boundingBox();
    await page.getByRole('button', { name: 'Desktop', exact: true }).click();
    await expect.poll(async () => (await frame(page).boundingBox())?.width).not.toBe(before?.width);
    await expect(frame(page)).toHaveAttribute('aria-busy', 'false');
    await expectWhole(page, 'signup beside the desktop screen', { legible: false });
    await page.screenshot({ path: `${SHOTS}/signup-beside-desktop-1440.png` });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect(frame(page)).toHaveAttribute('aria-busy', 'false');
    await expectWhole(page, 'signup after the window grew', { legible: false });
    await page.screenshot({ path: `${SHOTS}/signup-beside-desktop-1920.png` });
  });

  test("QA names contact's untested transitions from the chart, by clicks", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/flows/contact');
    await expect(frame(page)).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('button', { name: /^Coverage of contact: .* List the transitions$/ }).click();
    const list = page.getByRole('dialog', { name: 'Transitions and their tests' });
    const untested = list.getByRole('region', { name: 'No test takes' });
    const tested = list.getByRole('region', { name: 'Tests take' });
    await expect(untested).toContainText('No test takes (0)');
    await expect(untested).toContainText('none');
    const named = await tested.getByRole('listitem').allTextContents();
    await expect(tested).toContainText(`Tests take (${named.length})`);
    for (const words of named) expect(words).toMatch(/^.+: .+ → .+$/);
    await page.screenshot({ path: `${SHOTS}/coverage-contact-1440.png` });
    await page.keyboard.press('Escape');
    // On the chart each arrow says whether a test takes it: here every one, none in red.
    const arrows = chart(page).locator('[data-edge]');
    expect(await arrows.count()).toBeGreaterThanOrEqual(named.length);
    await expect(chart(page).locator('[data-edge][data-tested="false"]')).toHaveCount(0);
    await expect(chart(page).locator('[data-edge]:not([data-tested="true"])')).toHaveCount(0);
    await expect(page.getByLabel('Legend')).toContainText('no test of the flow takes this arrow');
  });

  test('at Fit no two arrow labels meet and no line crosses a label not its own, in any flow', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/flows');
    for (const entry of machines) {
      await openFlow(page, entry.name);
      await page.getByRole('button', { name: 'Fit to view' }).first().click();
      await expect(frame(page)).toHaveAttribute('aria-busy', 'false');
      // A label reaches as far as its frame or its text, whichever goes further.
      const labels = await chart(page)
        .locator('[data-edge-label]')
        .evaluateAll((groups) =>
          groups.map((group) => {
            const parts = [...group.querySelectorAll('rect, text')].map((part) =>
              part.getBoundingClientRect(),
            );
            return {
              edge: group.closest('[data-edge]')?.getAttribute('data-edge') ?? '',
              text: group.querySelector('title')?.textContent ?? '',
              left: Math.min(...parts.map((part) => part.left)),
              top: Math.min(...parts.map((part) => part.top)),
              right: Math.max(...parts.map((part) => part.right)),
              bottom: Math.max(...parts.map((part) => part.bottom)),
            };
          }),
        );
      // Frames that only touch do not meet: half a pixel of rounding is allowed.
      const meet = (a: (typeof labels)[number], b: (typeof labels)[number]) =>
        a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      for (const [index, label] of labels.entries())
        for (const other of labels.slice(index + 1))
          expect(meet(label, other), `${entry.id}: "${label.text}" and "${other.text}"`).toBe(false);
      // Each arrow's line, read point by point on screen.
      const lines = await chart(page)
        .locator('[data-edge] > path')
        .evaluateAll((paths) =>
          paths.map((path) => {
            const line = path as SVGPathElement;
            const matrix = line.getScreenCTM();
            const length = line.getTotalLength();
            const points: { x: number; y: number }[] = [];
            for (let at = 0; at <= length && matrix; at += 2) {
              const point = line.getPointAtLength(at).matrixTransform(matrix);
              points.push({ x: point.x, y: point.y });
            }
            return { edge: line.parentElement?.getAttribute('data-edge') ?? '', points };
          }),
        );
      for (const line of lines)
        for (const label of labels) {
          if (label.edge === line.edge) continue;
          const crossing = line.points.find(
            (point) =>
              point.x > label.left + 1 &&
              point.x < label.right - 1 &&
              point.y > label.top + 1 &&
              point.y < label.bottom - 1,
          );
          expect(crossing, `${entry.id}: the line of ${line.edge} crosses "${label.text}"`).toBeUndefined();
        }
    }
  });

  test('after a "Go to" the active state is in view', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/flows/signup');
    await frame(page).focus();
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('+');
    await page
      .getByRole('list', { name: 'States' })
      .getByRole('button', { name: /step2 › editing/ })
      .click();
    const active = chart(page).locator('[data-state][data-active]').last();
    await expect(active).toBeAttached();
    await expect
      .poll(async () => {
        const box = await active.boundingBox();
        const pane = await frame(page).boundingBox();
        return (
          !!box && !!pane && box.x >= pane.x && box.y >= pane.y && box.x + box.width <= pane.x + pane.width
        );
      })
      .toBe(true);
  });

  test('the auth dialog draws its sign-up flow inside its open state, live, and opens it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/flows/authDialog?path=auth.show{"mode":"signup"}');
    const open = chart(page).locator('[data-state="authDialog.open"]');
    const signup = chart(page).locator('[data-state="authDialog.open::signup"]');
    // Fit closes the open state where its labels would read under 9 px: the person opens it.
    await expect(open).toBeAttached();
    const toggle = chart(page).locator('[data-toggle="authDialog.open"]');
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(signup).toBeAttached();
    await expect(signup).toHaveAttribute('data-active', 'true');
    await expect(signup).toContainText('Sign-up flow');
    await expect(signup).toContainText('Now: No code is on');
    const outer = await open.locator(':scope > rect').first().boundingBox();
    const inner = await signup.locator(':scope > rect').first().boundingBox();
    if (!outer || !inner) throw new Error('Not drawn');
    expect(inner.x).toBeGreaterThanOrEqual(outer.x);
    expect(inner.y).toBeGreaterThanOrEqual(outer.y);
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
    expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);

    await page.getByRole('button', { name: 'Open the Sign-up flow' }).click();
    const child = page.getByRole('region', { name: 'Sign-up flow' });
    await expect(child.locator('[data-state="signup.step1.codeRequest.idle"][data-active]')).toBeAttached();
    await expect(child).toContainText('now: No code is on its way');
    await page.screenshot({ path: `${SHOTS}/auth-child-signup-1920.png` });
    await child.getByRole('button', { name: 'Back to the whole flow' }).click();
    await expect(child).toHaveCount(0);
  });
});
