/**
 * npm run bench:server: a load benchmark of the reference server, on loopback only, that stops by
 * itself (about half a minute). It serves the built site (SITE_DIR, default dist/client: run
 * `npm run build` first) with production-grade password hashing and prints requests per second and
 * p50/p99 latency at a fixed concurrency for static pages, sign-up and login, then the static figures
 * again while logins run, `/api/ready` and `/api/user/profile` while 40 logins run (targets: p99
 * under 100 and 250 ms), and the static figures again while 200 slow clients (pipelining requests,
 * never reading) are connected, with the server's memory before, during and after them, then the
 * visitors' steps: batches accepted per second and a 90-day funnel read (scripts/bench/flowEventsBench.ts),
 * and last how long `npm start` takes to serve (scripts/bench/serverStartup.ts). It measures; it asserts
 * nothing, and it is not part of the CI.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchFlowEvents, freePort } from './flowEventsBench';
import { jsonPoster, untilReady } from './referenceServer';
import { describeStartup, measureStartup } from './serverStartup';

const root = path.resolve(import.meta.dirname, '../..');
const siteDir = path.resolve(root, process.env.SITE_DIR ?? 'dist/client');
const CONCURRENCY = 20;
const PHASE_MS = 4_000;
const ACCOUNTS = 40;
/** Logins at once while the readiness probe and a signed-in page are timed. */
const LOGIN_BURST = 40;
const TARGETS = { readyP99Ms: 100, profileP99Ms: 250 };
const HARD_STOP_MS = 600_000;
/** A loaded machine may take a minute to create the PGlite database. */
const START_TIMEOUT_MS = 150_000;
const SLOW_CLIENTS = 200;
/** Starts of `npm start` timed: the first creates the database, the median of the others is quoted. */
const STARTS = 6;
/** The bench server's idle timeout: short, so the slow clients are seen to go within the run. */
const BENCH_IDLE_TIMEOUT_MS = 5_000;

interface Figures {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function report(figures: Figures): string {
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const rps = figures.requests / figures.seconds;
  return [
    figures.name.padEnd(34),
    `${rps.toFixed(0).padStart(7)} req/s`,
    `p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms`,
    `p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms`,
    `${String(figures.requests).padStart(6)} requests`,
    figures.errors > 0 ? `${figures.errors} errors` : '',
  ].join('  ');
}

/** `concurrency` workers repeat `task` until `durationMs` passed or `total` tasks ran. */
async function load(
  name: string,
  task: (i: number) => Promise<boolean>,
  options: { concurrency: number; durationMs?: number; total?: number },
): Promise<Figures> {
  const figures: Figures = { name, requests: 0, errors: 0, seconds: 0, latencies: [] };
  const started = performance.now();
  const until = started + (options.durationMs ?? Number.POSITIVE_INFINITY);
  let next = 0;
  const worker = async () => {
    while (performance.now() < until && next < (options.total ?? Number.POSITIVE_INFINITY)) {
      const i = next++;
      const begin = performance.now();
      const ok = await task(i).catch(() => false);
      figures.latencies.push(performance.now() - begin);
      figures.requests++;
      if (!ok) figures.errors++;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  figures.seconds = (performance.now() - started) / 1000;
  return figures;
}

/** The server process's resident memory in MB (Linux), or NaN elsewhere. */
function residentMb(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds the process has used (user and system, Linux), or NaN elsewhere. */
function cpuSeconds(pid: number | undefined): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses, in clock ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Requests each slow client pipelines: as many as the server lets one connection have waiting. */
const SLOW_PIPELINE = 8;

/**
 * Clients that connect, pipeline requests for the largest file, and never read: each would hold its
 * answers in the server's memory. Resolves once all are connected and have sent their requests.
 */
async function slowClients(port: number, largestPath: string, count: number): Promise<Socket[]> {
  const requests = `GET ${largestPath} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`.repeat(SLOW_PIPELINE);
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve) => {
          const socket = connect(port, '127.0.0.1');
          socket.on('error', () => undefined);
          socket.pause();
          socket.once('connect', () => {
            socket.write(requests);
            resolve(socket);
          });
        }),
    ),
  );
}

function largestFile(dir: string, prefix = ''): { path: string; size: number } {
  let best = { path: '/', size: 0 };
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.posix.join(prefix, entry.name);
    const found = entry.isDirectory()
      ? largestFile(dir, relative)
      : { path: `/${relative}`, size: statSync(path.join(dir, relative)).size };
    if (found.size > best.size) best = found;
  }
  return best;
}

/** The reference server on `port` over the built site, with a fresh database in `dataDir`. */
function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['server/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_DIR: siteDir,
      DATA_DIR: dataDir,
      // One loopback client plays every visitor.
      RATE_LIMIT_SCALE: '1000000',
      SOCKET_IDLE_TIMEOUT_MS: String(BENCH_IDLE_TIMEOUT_MS),
    },
  });
}

/** What a visitor does, one call each: fetch a page or asset, sign up as visitor `i`, log in. */
function visitorCalls(base: string, staticPaths: string[]) {
  const post = jsonPoster(base);
  const getStatic = async (i: number) => {
    const response = await fetch(`${base}${staticPaths[i % staticPaths.length]}`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    await response.arrayBuffer();
    return response.ok;
  };
  const password = 'a benchmark password';
  const email = (i: number) => `bench${i}@example.com`;
  const signUp = async (i: number) => {
    if (!(await post('/api/user/send-verify-code', { email: email(i), mode: 'aden-homepage' })).ok)
      return false;
    const outbox = await (await fetch(`${base}/api/dev/outbox?email=${email(i)}`)).json();
    const registered = await post('/api/user/register', {
      email: email(i),
      password,
      signupCode: outbox.messages[0]?.code,
      subscriptionPlan: 'freeforever',
    });
    await registered.arrayBuffer();
    return registered.status === 201;
  };
  const login = async (i: number) => {
    const response = await post('/api/user/login', { email: email(i % ACCOUNTS), password });
    await response.arrayBuffer();
    return response.ok;
  };
  return { post, email, password, getStatic, signUp, login };
}

async function main() {
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    console.error(`${siteDir}/index.html is missing: run "npm run build" first (or set SITE_DIR)`);
    process.exit(1);
  }
  const assetsDir = path.join(siteDir, 'assets');
  const script = existsSync(assetsDir)
    ? readdirSync(assetsDir).find((file) => file.endsWith('.js'))
    : undefined;
  const staticPaths = ['/', '/pricing', ...(script ? [`/assets/${script}`] : [])];

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aden-bench-server-'));
  const server = startServer(port, dataDir);
  const hardStop = setTimeout(() => {
    console.error('bench:server took too long; stopping');
    server.kill('SIGKILL');
    process.exit(1);
  }, HARD_STOP_MS);
  const serverExited = new Promise((resolve) => server.once('exit', resolve));
  const stopServer = async () => {
    server.kill('SIGTERM');
    await serverExited;
  };
  const finish = async (code: number) => {
    clearTimeout(hardStop);
    await stopServer();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  };

  try {
    await untilReady(base, START_TIMEOUT_MS);
    const { post, email, password, getStatic, signUp, login } = visitorCalls(base, staticPaths);

    console.log(`bench:server on ${base}, ${CONCURRENCY} concurrent clients, site ${siteDir}`);
    await load('warm-up', getStatic, { concurrency: 4, total: 50 });
    const results = [
      await load('static pages and assets', getStatic, { concurrency: CONCURRENCY, durationMs: PHASE_MS }),
      await load('sign-up (code, outbox, register)', signUp, { concurrency: CONCURRENCY, total: ACCOUNTS }),
      await load('login', login, { concurrency: CONCURRENCY, durationMs: PHASE_MS }),
    ];
    // Static figures again, while as many logins hash passwords at the same time.
    const [staticUnderLoad, loginsMeanwhile] = await Promise.all([
      load('static pages while logins run', getStatic, { concurrency: CONCURRENCY, durationMs: PHASE_MS }),
      load('logins meanwhile', login, { concurrency: CONCURRENCY, durationMs: PHASE_MS }),
    ]);
    results.push(staticUnderLoad, loginsMeanwhile);

    // What a load balancer's readiness probe and a signed-in page get while logins hash passwords.
    const session = (await (await post('/api/user/login', { email: email(0), password })).json()) as {
      token: string;
    };
    const timedGet = (url: string, headers: Record<string, string>) => async () => {
      const response = await fetch(`${base}${url}`, { headers: { 'Accept-Encoding': 'gzip', ...headers } });
      await response.arrayBuffer();
      return response.ok;
    };
    // What share of a core the server got meanwhile: on a shared machine, the figures' first suspect.
    const cpuBefore = cpuSeconds(server.pid);
    const burstStarted = performance.now();
    const [readyDuringLogins, profileDuringLogins, burst] = await Promise.all([
      load(`/api/ready, ${LOGIN_BURST} logins running`, timedGet('/api/ready', {}), {
        concurrency: 1,
        durationMs: PHASE_MS,
      }),
      load(
        `/api/user/profile, ${LOGIN_BURST} logins running`,
        timedGet('/api/user/profile', { Authorization: `jwt ${session.token}` }),
        { concurrency: 1, durationMs: PHASE_MS },
      ),
      load(`${LOGIN_BURST} logins at once`, login, { concurrency: LOGIN_BURST, durationMs: PHASE_MS }),
    ]);
    results.push(readyDuringLogins, profileDuringLogins, burst);
    const burstCpuShare = (cpuSeconds(server.pid) - cpuBefore) / ((performance.now() - burstStarted) / 1000);

    // Slow clients: static figures while they are connected, and the server's memory around them.
    const largest = largestFile(siteDir);
    const memoryBefore = residentMb(server.pid);
    const slow = await slowClients(port, largest.path, SLOW_CLIENTS);
    const withSlowClients = await load(`static pages, ${SLOW_CLIENTS} slow clients`, getStatic, {
      concurrency: CONCURRENCY,
      durationMs: PHASE_MS,
    });
    results.push(withSlowClients);
    const memoryDuring = residentMb(server.pid);
    // The server closes them at its idle timeout; then their buffers are garbage.
    await new Promise((resolve) => setTimeout(resolve, BENCH_IDLE_TIMEOUT_MS + 2_000));
    for (const socket of slow) socket.destroy();
    const memoryAfter = residentMb(server.pid);
    for (const figures of results) console.log(report(figures));
    const p99 = (figures: Figures) =>
      percentile(
        [...figures.latencies].sort((a, b) => a - b),
        99,
      );
    console.log(
      `targets while ${LOGIN_BURST} logins run: /api/ready p99 ${p99(readyDuringLogins).toFixed(1)} ms (under ${TARGETS.readyP99Ms}), /api/user/profile p99 ${p99(profileDuringLogins).toFixed(1)} ms (under ${TARGETS.profileP99Ms}); the server used ${(burstCpuShare * 100).toFixed(0)} % of one core meanwhile (a hash alone keeps one core busy)`,
    );
    // Timed with the bench server stopped, so each has the machine to itself.
    await stopServer();
    for (const line of await benchFlowEvents()) console.log(line);
    const startup = await measureStartup({ root, siteDir, port: await freePort(), count: STARTS });
    console.log(
      `server memory (RSS): ${memoryBefore.toFixed(0)} MB before the slow clients, ${memoryDuring.toFixed(0)} MB with them (${SLOW_CLIENTS} × ${SLOW_PIPELINE} pipelined GET ${largest.path}, ${(largest.size / 1024).toFixed(0)} KB), ${memoryAfter.toFixed(0)} MB after the server closed them (idle timeout ${BENCH_IDLE_TIMEOUT_MS / 1000} s)`,
    );
    console.log(describeStartup(startup));
    await finish(0);
  } catch (error) {
    console.error(error);
    await finish(1);
  }
}

void main();
