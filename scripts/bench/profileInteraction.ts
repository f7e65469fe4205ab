/**
 * `npm run bench:profile -- <part of an interaction's name>`: one run of a bench interaction
 * (benchSubjects.ts) on the last bench build (`.bench/site`, served on `BENCH_PORT`), with a Chrome
 * trace and a JavaScript profile from the press until what it opens has been painted, printed as where
 * the time went: each kind of browser work (script, style, layout, paint), the scripts by file, and the
 * functions with the most time of their own. For a miss in the bench's table, what runs in its task.
 */
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { INTERACTIONS, LAB_INTERACTIONS } from './benchSubjects';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { chooseCookies, type Interaction, pressPoint } from './interactions';
import { startReferenceServer } from './referenceServer';
import { CPU_SLOWDOWN } from './throttledPage';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { url?: string; type?: string } };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** The browser's own work by name, the kinds a press's frame is made of. */
const WORK = new Set([
  'EventDispatch',
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'v8.evaluateModule',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'ParseAuthorStyleSheet',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'HitTest',
  'ResourceReceivedData',
]);

const file = (url: string) => (url ? path.basename(new URL(url, 'http://x').pathname) : '(native)');
const top = <Key>(totals: Map<Key, number>, count: number) =>
  [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
const add = <Key>(totals: Map<Key, number>, key: Key, value: number) =>
  totals.set(key, (totals.get(key) ?? 0) + value);

async function profileRun(page: Page, interaction: Interaction) {
  const cdp = await page.context().newCDPSession(page);
  await chooseCookies(page);
  await interaction.before?.(page);
  const { act } = interaction;
  if ('type' in act) await act.type(page).focus();
  const point = 'press' in act ? await pressPoint(page, act.press) : undefined;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (point) {
    await page.mouse.move(point.x, point.y);
    await page.waitForTimeout(500);
  }
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing',
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  if (point) {
    await page.mouse.down();
    await page.mouse.up();
  } else if ('type' in act) await page.keyboard.type(act.text, { delay: 120 });
  if (interaction.shows) await page.locator(interaction.shows).first().waitFor({ state: 'visible' });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return { events, profile };
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/**
 * The work between the press (its pointerdown or keydown) and the end of the first paint after its
 * click or key events: the interaction's own frame, what Event Timing's duration measures.
 */
function pressWindow(events: TraceEvent[]) {
  const dispatches = events.filter((event) => event.name === 'EventDispatch');
  const press = dispatches.find((event) => ['pointerdown', 'keydown'].includes(event.args?.data?.type ?? ''));
  if (!press) throw new Error('No press in the trace');
  const handled = dispatches.find(
    (event) => event.ts >= press.ts && ['click', 'keydown', 'input'].includes(event.args?.data?.type ?? ''),
  );
  const handledEnd = (handled ?? press).ts + ((handled ?? press).dur ?? 0);
  const paint = events.find(
    (event) => event.name === 'Paint' && event.tid === press.tid && event.ts >= handledEnd,
  );
  return {
    main: press.tid,
    start: press.ts,
    end: paint ? paint.ts + (paint.dur ?? 0) : Number.POSITIVE_INFINITY,
  };
}

function report(events: TraceEvent[], profile: CpuProfile) {
  const { main, start, end } = pressWindow(events);
  const work = new Map<string, number>();
  const scripts = new Map<string, number>();
  for (const event of events) {
    if (event.ph !== 'X' || event.tid !== main || event.ts < start || event.ts > end || !WORK.has(event.name))
      continue;
    add(work, event.name, (event.dur ?? 0) / 1000);
    const url = event.args?.data?.url;
    if (url && ['FunctionCall', 'EvaluateScript', 'v8.evaluateModule'].includes(event.name))
      add(scripts, `${event.name} ${file(url)}`, (event.dur ?? 0) / 1000);
  }
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<string, number>();
  let at = profile.startTime;
  (profile.samples ?? []).forEach((id, index) => {
    const delta = profile.timeDeltas?.[index] ?? 0;
    at += delta;
    const frame = nodes.get(id)?.callFrame;
    if (
      at < start ||
      at > end ||
      !frame ||
      ['(idle)', '(program)', '(garbage collector)'].includes(frame.functionName)
    )
      return;
    const name = `${frame.functionName || '(anonymous)'} ${file(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    add(selfTime, name, delta / 1000);
  });
  const lines = [`press to the end of its first paint: ${((end - start) / 1000).toFixed(1)} ms`];
  lines.push('browser work in it, ms (nested kinds overlap):');
  for (const [name, ms] of top(work, 20)) lines.push(`  ${ms.toFixed(1).padStart(8)}  ${name}`);
  lines.push('scripts by file, ms:');
  for (const [name, ms] of top(scripts, 15)) lines.push(`  ${ms.toFixed(1).padStart(8)}  ${name}`);
  lines.push('functions by time of their own, ms:');
  for (const [name, ms] of top(selfTime, 25)) lines.push(`  ${ms.toFixed(1).padStart(8)}  ${name}`);
  return lines.join('\n');
}

const wanted = process.argv.slice(2).join(' ').toLowerCase();
const interaction = [...INTERACTIONS, ...LAB_INTERACTIONS].find((candidate) =>
  candidate.name.toLowerCase().includes(wanted),
);
if (!wanted || !interaction) {
  console.error(
    `Name an interaction: ${[...INTERACTIONS, ...LAB_INTERACTIONS].map((each) => each.name).join('; ')}`,
  );
  process.exit(2);
}
const port = Number(process.env.BENCH_PORT ?? 4180);
const lab = interaction.kind === 'lab';
const server = startReferenceServer(
  path.resolve(import.meta.dirname, '../../.bench', lab ? 'lab-site' : 'site', 'client'),
  port,
);
const base = `http://127.0.0.1:${port}`;
try {
  for (let attempt = 0; ; attempt++) {
    const answered = await fetch(`${base}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (attempt > 720) throw new Error(`${base} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: interaction.viewport });
  await page.goto(`${base}${interaction.route}`, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(2500);
  const { events, profile } = await profileRun(page, interaction);
  console.log(`${interaction.name} (${CPU_SLOWDOWN}× CPU slowdown)\n${report(events, profile)}`);
  await browser.close();
} finally {
  server.kill();
}
