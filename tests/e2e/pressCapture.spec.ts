import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import {
  inlineScript,
  PRESS_CAPTURE_BUDGET,
  PRESS_CAPTURE_ID,
  pressCaptureScript,
  pressReplayScript,
} from '../../scripts/vite-plugins/pressCapturePlugin';
import { E2E } from './support/env';
import { expect, test } from './support/test';

// The press capture on its own: the script exactly as the build inlined it in the home page's head, with
// the app's replay of what it recorded (src/capture/pressReplay.ts), on a small page of controls whose
// "app" (listeners that log what reaches them) starts when a test says.

// Read inside a test: the suite builds the site after it has listed the tests.
const builtHome = () => readFileSync(path.resolve(E2E.outDir, 'client/index.html'), 'utf8');
const builtCapture = () => inlineScript(builtHome(), PRESS_CAPTURE_ID);
const ORIGIN = 'http://capture.test';

const fixture = (capture: string, replay: string) => `<!doctype html><html><head><meta charset="utf-8">
<script id="${PRESS_CAPTURE_ID}">${capture}</script><script>${replay}</script></head><body>
<button id="first">First</button><button id="signup" data-opens="auth">Sign up</button><div role="button" tabindex="0" id="custom">Custom</div>
<form id="start"><input id="email" name="email"><button id="go">Go</button></form>
<a id="away" href="/elsewhere">Elsewhere</a>
<div><!--$--><p>A part <!--$--><span>nested</span><!--/$--></p><button id="inPart"><span id="inPartLabel">In a part</span></button><!--/$--><button id="afterPart">After a part</button></div></body></html>`;

async function openFixture(page: Page) {
  const replay = await pressReplayScript();
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: fixture(builtCapture(), replay).replace('<body>', `<body><h1>${route.request().url()}</h1>`),
    }),
  );
  await page.goto(`${ORIGIN}/page`, { waitUntil: 'load' });
}

/**
 * The "app" starts: it listens, logs what reaches it, and marks its flows running and the page hydrated
 * as the site does (`hydrated: false`: its parts still hydrate).
 */
async function startApp(page: Page, options: { navigateOn?: string; hydrated?: boolean } = {}) {
  await page.evaluate(({ navigateOn, hydrated = true }) => {
    const log: string[] = [];
    Object.assign(window, { log });
    document.addEventListener('click', (event) => {
      const id = (event.target as Element).id;
      log.push(`click ${id}`);
      if (id === navigateOn) history.pushState(null, '', '/next');
    });
    document.addEventListener('keydown', (event) => log.push(`key ${(event as KeyboardEvent).key}`));
    document.addEventListener('input', (event) =>
      log.push(`input ${(event.target as HTMLInputElement).value}`),
    );
    document.addEventListener('submit', (event) => {
      event.preventDefault();
      log.push(`submit ${new FormData(event.target as HTMLFormElement).get('email')}`);
    });
    document.documentElement.dataset.interactive = 'true';
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, options);
}

const hydrateParts = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.dataset.hydrated = 'true';
  });

const logOf = (page: Page) => page.evaluate(() => (window as unknown as { log: string[] }).log);

test('the inlined capture script is within its gzip budget', async () => {
  // The page's loader follows it in the same element (scripts/build/pageScripts.ts): not the capture's.
  const capture = await pressCaptureScript();
  const home = builtHome();
  expect(capture.length).toBeGreaterThan(0);
  expect(builtCapture().startsWith(capture)).toBe(true);
  expect(gzipSync(capture).length).toBeLessThanOrEqual(PRESS_CAPTURE_BUDGET);
  // First in the head after the charset: before any other script.
  expect(home.indexOf('<script')).toBe(home.indexOf(`<script id="${PRESS_CAPTURE_ID}">`));
});

test('records presses, keystrokes and submits and replays them in order once the app starts', async ({
  page,
}) => {
  await openFixture(page);
  await page.click('#first');
  await expect(page.locator('#first')).toHaveAttribute('data-press-received', '');
  await page.locator('#email').pressSequentially('ada@example.com');
  await page.focus('#custom');
  await page.keyboard.press('Enter');
  // Enter in the field submits the form the browser's way: a click on its button, held like any press.
  await page.locator('#email').press('Enter');
  // Nothing native happened in the app's place: no GET of the form, the text still in the field.
  await expect(page).toHaveURL(`${ORIGIN}/page`);
  await expect(page.locator('#email')).toHaveValue('ada@example.com');
  await startApp(page);
  expect(await logOf(page)).toEqual([
    'click first',
    'input ada@example.com',
    'key Enter',
    'click go',
    'submit ada@example.com',
  ]);
  await expect(page.locator('[data-press-received]')).toHaveCount(0);
});

test('a press on a control that opens a dialog draws its shell at once, one shell for any number of presses', async ({
  page,
}) => {
  await openFixture(page);
  const shell = page.locator('[data-press-shell]');
  await page.click('#first');
  await expect(shell).toHaveCount(0);
  await page.click('#signup');
  await expect(shell).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Opening' })).toHaveAttribute('data-press-shell', 'auth');
  await expect(shell).toHaveAttribute('aria-busy', 'true');
  // A second press draws a second shell, which the shell's rules hide behind the first (pressShell.ts).
  await page.click('#signup', { force: true });
  await expect(shell).toHaveCount(2);
  await startApp(page);
  expect(await logOf(page)).toEqual(['click first', 'click signup', 'click signup']);
});

test('once the flows run, a press outside the parts still hydrating goes to the app, one inside waits for them', async ({
  page,
}) => {
  await openFixture(page);
  await page.click('#inPartLabel');
  await page.click('#first');
  await page.click('#afterPart');
  await startApp(page, { hydrated: false });
  // The presses outside every boundary the server drew, in order; the one inside waits.
  expect(await logOf(page)).toEqual(['click first', 'click afterPart']);
  await expect(page.locator('#inPart')).toHaveAttribute('data-press-received', '');
  // From now on such a press reaches the app itself; one inside a part is still held.
  await page.click('#first');
  await page.click('#inPart');
  expect(await logOf(page)).toEqual(['click first', 'click afterPart', 'click first']);
  await hydrateParts(page);
  expect(await logOf(page)).toEqual([
    'click first',
    'click afterPart',
    'click first',
    'click inPart',
    'click inPart',
  ]);
  await expect(page.locator('[data-press-received]')).toHaveCount(0);
});

test("the sign-in dialogs' shell takes typing into an e-mail field of its own, which is no press", async ({
  page,
}) => {
  await openFixture(page);
  await page.click('#signup');
  const field = page.getByRole('dialog', { name: 'Opening' }).getByRole('textbox', { name: 'Email' });
  await expect(field).toBeFocused();
  await page.keyboard.type('ada@example.com');
  await expect(field).toHaveValue('ada@example.com');
  await startApp(page);
  expect(await logOf(page)).toEqual(['click signup']);
});

test('a page left before the app starts takes its shell with it', async ({ page }) => {
  await openFixture(page);
  await page.click('#signup');
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
  await expect(page.locator('[data-press-shell]')).toHaveCount(0);
  await expect(page.locator('[data-press-received]')).toHaveCount(0);
});

test('never replays twice, and leaves presses after the start to the app', async ({ page }) => {
  await openFixture(page);
  await page.click('#first');
  await startApp(page);
  await page.evaluate(() => {
    document.documentElement.dataset.hydrated = 'false';
    document.documentElement.dataset.hydrated = 'true';
  });
  await page.click('#first');
  expect(await logOf(page)).toEqual(['click first', 'click first']);
});

test('drops the presses that belong to a page the visitor has left', async ({ page }) => {
  await openFixture(page);
  await page.click('#first');
  await page.click('#go');
  // The first replayed press navigates (as a client-side link would): the second was made on /page.
  await startApp(page, { navigateOn: 'first' });
  expect(await logOf(page)).toEqual(['click first']);
  await expect(page.locator('[data-press-received]')).toHaveCount(0);
});

test('a link keeps its native navigation and is not replayed', async ({ page }) => {
  await openFixture(page);
  await page.click('#first');
  await page.click('#away');
  await expect(page).toHaveURL(`${ORIGIN}/elsewhere`);
  await startApp(page);
  // The new page has a capture of its own, empty: the press on the page left is not replayed here.
  expect(await logOf(page)).toEqual([]);
});
