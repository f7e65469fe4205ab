import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E } from './support/env';
import { collectPageProblems } from './support/pageProblems';
import { expect, test } from './support/test';

// `npm run dev` as a newcomer runs it: every page renders from the content files (their payloads are
// served by the dev server), and SIGTERM to npm stops the server with it.

const root = path.resolve(import.meta.dirname, '../..');
const port = E2E.port + 4;
const devUrl = `http://localhost:${port}`;

/** A post and its title, read from the content (the first post file). */
function firstPost(): { path: string; title: string } {
  const file = readdirSync(path.join(root, 'src/content/blog')).filter((name) => name.endsWith('.md'))[0];
  if (!file) throw new Error('No post in src/content/blog');
  const title = /^title: "?(.+?)"?$/m.exec(
    readFileSync(path.join(root, 'src/content/blog', file), 'utf8'),
  )?.[1];
  if (!title) throw new Error(`No title in ${file}`);
  return { path: `/blog/${file.replace(/\.md$/, '')}`, title };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let dev: ChildProcess | undefined;
let output = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A server left on the port would be tested in place of this one.
  if (await answers(`${devUrl}/`)) throw new Error(`Something already answers on ${devUrl}`);
  dev = spawn('npm', ['run', 'dev'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // No simulated visitors (tests/scripts/simulate/sendVisits.test.ts covers them): sending them on
    // an empty database takes the CPU the first page renders here are timed against.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aden-e2e-dev-')),
      SIMULATE_VISITS: '0',
    },
  });
  for (const stream of [dev.stdout, dev.stderr]) stream?.on('data', (chunk) => (output += String(chunk)));
  await until(() => answers(`${devUrl}/api/ready`), `npm run dev answers on ${devUrl}\n${output}`, 150_000);
});

test.afterAll(() => {
  // Only when a test failed before the SIGTERM test ran; npm passes SIGTERM on to the server.
  if (dev?.exitCode === null) dev.kill('SIGTERM');
});

test('renders the home page, a module page and a post from the content files', async ({ page }) => {
  const problems = collectPageProblems(page);
  const post = firstPost();
  const pages = [
    { path: '/', heading: page.getByRole('heading', { level: 1 }) },
    { path: '/accounting', heading: page.getByRole('heading', { level: 1 }) },
    { path: post.path, heading: page.getByRole('heading', { level: 1, name: post.title }) },
  ];
  for (const { path: pagePath, heading } of pages) {
    await page.goto(`${devUrl}${pagePath}`);
    await expect(heading, pagePath).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('could not be loaded'), pagePath).toHaveCount(0);
    await expect(page.getByText('Page Not Found'), pagePath).toHaveCount(0);
  }
  expect(problems).toEqual([]);
});

test('answers a payload the content does not have with 404', async () => {
  const response = await fetch(`${devUrl}/blog/no-such-post/_payload.json?dev`);
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ message: 'No page at /blog/no-such-post' });
});

test('stops, server and all, when npm gets SIGTERM', async () => {
  const running = dev;
  if (!running) throw new Error('npm run dev did not start');
  const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
  running.kill('SIGTERM');
  await exited;
  await until(
    async () => !(await answers(`${devUrl}/api/ready`)),
    `the dev server stops answering\n${output}`,
    15_000,
  );
  expect(await answers(`${devUrl}/`)).toBe(false);
});
