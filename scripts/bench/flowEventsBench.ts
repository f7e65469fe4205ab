/**
 * The visitors' steps under load (part of npm run bench:server; alone: `tsx scripts/bench/flowEventsBench.ts`):
 * a reference server of its own on a throwaway PGlite (or on DATABASE_URL with JWT_SECRET), first
 * filled with 90 days of sign-up visits (daily counts and ways for 90 days, the visits themselves for the last 30), then
 * timed: batches of steps posted by 20 clients at once (steps per second accepted at most), then
 * batches sent at the target's rate (p50/p99 per batch at that load), then staff reading the sign-up flow's 90 days with a funnel. It measures; it asserts nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type FlowStepReport, timeBucket } from '../../contract/flowEvents';
import type { Database } from '../../server/db/database';
import { daysBefore, utcDay } from '../../server/db/flowSteps';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { jsonPoster, untilReady } from './referenceServer';

const root = path.resolve(import.meta.dirname, '../..');
const CONCURRENCY = 20;
const INGEST_MS = 8_000;
/** How long steps are sent at the target's rate, for the latency at that load. */
const PACED_MS = 8_000;
const STEPS_PER_BATCH = 10;
const READS = 15;
/** Sign-up visits a day in the history the reads run over. */
const VISITS_PER_DAY = Number(process.env.BENCH_VISITS_PER_DAY ?? 1000);
const STAFF = 'bench-staff@example.com';
export const TARGETS = { eventsPerSecond: 2_000, ingestP99Ms: 50, readMs: 200 };
const FUNNEL = 'signup.step1,signup.step1.codeCheck,signup.step2,signup.done';

const step = (from: string, event: string, to: string, ms = 0): FlowStepReport => ({
  flow: 'signup',
  from: `signup.${from}`,
  event,
  to: `signup.${to}`,
  ms,
});
const opened = step('start', 'xstate.always', 'step1');
const sendCode = step('step1.codeRequest.idle', 'signup.code.send', 'step1.codeRequest.sending', 1_500);
const codeSent = step(
  'step1.codeRequest.sending',
  'xstate.done.actor.sendVerifyCode',
  'step1.countdown.running',
  300,
);
const checkCode = (ms: number) =>
  step('step1.codeCheck.idle', 'signup.continue', 'step1.codeCheck.checking', ms);
const codeRight = step('step1.codeCheck.checking', 'xstate.done.actor.checkVerifyCode', 'step2', 200);
const codeWrong = step(
  'step1.codeCheck.checking',
  'xstate.error.actor.checkVerifyCode',
  'step1.codeCheck.idle',
  200,
);
const submit = step('step2.editing', 'signup.submit', 'step2.registering', 20_000);
const registered = step('step2.registering', 'xstate.done.actor.register', 'done', 400);

/** A visit of the history: most open sign-up and leave, some give up at the code, some type it wrong. */
function walk(random: () => number): FlowStepReport[] {
  const wait = () => Math.round((5_000 + random() * 120_000) / 100) * 100;
  const roll = random();
  if (roll < 0.35) return [opened];
  if (roll < 0.55) return [opened, sendCode, codeSent];
  if (roll < 0.7) return [opened, sendCode, codeSent, checkCode(wait()), codeWrong];
  if (roll < 0.8) return [opened, sendCode, codeSent, checkCode(wait()), codeRight];
  return [
    opened,
    sendCode,
    codeSent,
    checkCode(wait()),
    codeWrong,
    checkCode(wait()),
    codeRight,
    submit,
    registered,
  ];
}

/** A small seeded generator (mulberry32): the same history every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The way a visit's steps take: the states left and entered, a state repeated at once written once. */
const wayOf = (steps: FlowStepReport[]) =>
  steps
    .flatMap((s) => [s.from, s.to])
    .filter((state, index, all) => all[index - 1] !== state)
    .join('\n');

/** Per key of a tally, its parts as columns, then the counts: unnest's arrays. */
function columns(map: Map<string, number>): unknown[][] {
  const keys = [...map.keys()].map((key) => key.split('\u0000'));
  const width = keys[0]?.length ?? 0;
  const parts: unknown[][] = Array.from({ length: width }, (_, column) => keys.map((key) => key[column]));
  return [...parts, [...map.values()]];
}

const tally = (map: Map<string, number>, key: string[]) => {
  const joined = key.join('\u0000');
  map.set(joined, (map.get(joined) ?? 0) + 1);
};

/** 90 days of visits up to `today`: the daily counts for each day, the visits' ways for the last 30. */
export async function fillHistory(db: Database, today: string): Promise<number> {
  const random = seeded(45);
  let kept = 0;
  for (let back = 89; back >= 0; back--) {
    const day = daysBefore(today, back);
    const transitions = new Map<string, number>();
    const times = new Map<string, number>();
    const ends = new Map<string, number>();
    const ways = new Map<string, number>();
    const visits: string[][] = [[], [], []];
    for (let v = 0; v < VISITS_PER_DAY; v++) {
      const steps = walk(random);
      for (const s of steps) {
        tally(transitions, [s.from, s.event, s.to]);
        tally(times, [s.from, String(timeBucket(s.ms))]);
      }
      const last = steps.at(-1)?.to as string;
      const way = wayOf(steps);
      tally(ends, [last]);
      tally(ways, [way]);
      if (back < 30) {
        visits[0]?.push(`history-${back}-${v}`.padEnd(16, '-'));
        visits[1]?.push(way);
        visits[2]?.push(last);
      }
    }
    const insert = (table: string, keys: string, types: string, map: Map<string, number>) =>
      db.query(
        `INSERT INTO ${table} (day, flow, ${keys}, count) SELECT $1::date, 'signup', * FROM unnest(${types
          .split(',')
          .map((type, index) => `$${index + 2}::${type}[]`)
          .join(', ')})`,
        [day, ...columns(map)],
      );
    await insert('flow_transition_days', 'from_state, event, to_state', 'text,text,text,bigint', transitions);
    await insert('flow_time_days', 'state, bucket', 'text,smallint,bigint', times);
    await insert('flow_end_days', 'state', 'text,bigint', ends);
    await insert('flow_way_days', 'way', 'text,bigint', ways);
    if (back < 30) {
      await db.query(
        `INSERT INTO flow_visits (visit, flow, day, way, last_state)
         SELECT v.visit, 'signup', $1::date, v.way, v.last_state FROM unnest($2::text[], $3::text[], $4::text[]) AS v(visit, way, last_state)`,
        [day, ...visits],
      );
      kept += visits[0]?.length ?? 0;
    }
  }
  return kept;
}

/** A port on loopback nothing listens on, for a server the bench starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * Ingest at `batchesPerSecond`: a batch every 1/rate s whatever the answers, each timed from the moment
 * it was due (a late send counts as waiting), so the latency is the server's at that load, not
 * queueing. The latencies come sorted.
 */
async function ingestPaced(
  sendBatch: () => Promise<boolean>,
  batchesPerSecond: number,
): Promise<{ latencies: number[]; refused: number }> {
  const latencies: number[] = [];
  let refused = 0;
  const start = performance.now();
  const sends: Promise<void>[] = [];
  for (let index = 0; index < (batchesPerSecond * PACED_MS) / 1000; index++) {
    const due = start + (index * 1000) / batchesPerSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sends.push(
      sendBatch().then((stored) => {
        latencies.push(performance.now() - due);
        if (!stored) refused++;
      }),
    );
  }
  await Promise.all(sends);
  latencies.sort((a, b) => a - b);
  return { latencies, refused };
}

/** The sign-up funnel's figures of 90 days read `READS` times one after another, each read's time sorted. */
async function timedReads(base: string, token: string): Promise<number[]> {
  const reads: number[] = [];
  for (let i = 0; i < READS; i++) {
    const begin = performance.now();
    const response = await fetch(`${base}/api/flow-stats?flow=signup&days=90&path=${FUNNEL}`, {
      headers: { Authorization: `jwt ${token}` },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`flow-stats answered ${response.status}`);
    reads.push(performance.now() - begin);
  }
  return reads.sort((a, b) => a - b);
}

/** Runs the whole measurement and returns its lines. */
export async function benchFlowEvents(): Promise<string[]> {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aden-bench-flow-'));
  const db = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(path.join(dataDir, 'pglite'));
  await migrate(db);
  const filled = performance.now();
  const keptVisits = await fillHistory(db, utcDay(new Date()));
  const fillSeconds = (performance.now() - filled) / 1000;
  await db.close();

  // A site of one page: without one, `npm start`'s server would build the site first.
  const siteDir = path.join(dataDir, 'site');
  mkdirSync(siteDir);
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>bench</title>');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { NODE_ENV: _buildMode, ...env } = process.env;
  const server: ChildProcess = spawn(process.execPath, ['server/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_DIR: siteDir,
      DATA_DIR: dataDir,
      STAFF_EMAILS: STAFF,
      RATE_LIMIT_SCALE: '1000000',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await untilReady(base, 150_000);
    const post = jsonPoster(base);
    await post('/api/user/send-verify-code', { email: STAFF, mode: 'aden-homepage' });
    const outbox = await (await fetch(`${base}/api/dev/outbox?email=${STAFF}`)).json();
    const { token } = (await (
      await post('/api/user/register', {
        email: STAFF,
        password: 'a benchmark password',
        signupCode: outbox.messages[0]?.code,
        subscriptionPlan: 'freeforever',
      })
    ).json()) as { token: string };

    // Ingest: each batch one visit's ten steps, two wrong codes before the right one.
    const batch = [
      opened,
      sendCode,
      codeSent,
      checkCode(4_000),
      codeWrong,
      checkCode(9_000),
      codeWrong,
      checkCode(2_000),
      codeRight,
      submit,
    ];
    let visit = 0;
    const sendBatch = async (): Promise<boolean> => {
      const response = await post('/api/flow-events', {
        visit: `bench-visit-${String(visit++).padStart(8, '0')}`,
        events: batch,
      }).catch(() => undefined);
      await response?.arrayBuffer();
      return response?.status === 201;
    };

    // As fast as it goes: clients that post again as soon as they are answered.
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    const until = started + INGEST_MS;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          const begin = performance.now();
          const stored = await sendBatch();
          latencies.push(performance.now() - begin);
          if (!stored) errors++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const accepted = (latencies.length - errors) * STEPS_PER_BATCH;

    const batchesPerSecond = TARGETS.eventsPerSecond / STEPS_PER_BATCH;
    const { latencies: paced, refused: pacedErrors } = await ingestPaced(sendBatch, batchesPerSecond);

    const reads = await timedReads(base, token);
    const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
    return [
      `visitors' steps on ${where}: history of ${VISITS_PER_DAY} sign-up visits a day, ${keptVisits} visits of the last 30 days kept with their ways (filled in ${fillSeconds.toFixed(0)} s)`,
      `ingest, ${CONCURRENCY} clients as fast as answered, ${STEPS_PER_BATCH} steps a batch: ${(accepted / seconds).toFixed(0)} steps/s accepted (target ${TARGETS.eventsPerSecond}), p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms a batch, ${latencies.length} batches${errors ? `, ${errors} refused` : ''}`,
      `ingest at ${TARGETS.eventsPerSecond} steps/s (${batchesPerSecond} batches of ${STEPS_PER_BATCH} a second, ${PACED_MS / 1000} s): p50 ${percentile(paced, 50).toFixed(1)} ms, p99 ${percentile(paced, 99).toFixed(1)} ms a batch (target ${TARGETS.ingestP99Ms}), ${paced.length} batches${pacedErrors ? `, ${pacedErrors} refused` : ''}`,
      `read, 90 days with a 4-state funnel: median ${percentile(reads, 50).toFixed(0)} ms, slowest ${reads.at(-1)?.toFixed(0)} ms of ${READS} (target ${TARGETS.readMs})`,
    ];
  } finally {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of await benchFlowEvents()) console.log(line);
}
