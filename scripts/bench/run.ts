/**
 * npm run bench: builds the site, serves it and a copy with the measured pages' scripts stripped with
 * the reference server (`npm start`'s server, two instances), builds and serves the bare-stack floor
 * (floor.ts; skipped when its folder is absent), then prints one table: first-visit JavaScript and what loads later, the page's
 * own JavaScript and payload, Lighthouse mobile (BENCH_RUNS runs, default 5: the median and the worst),
 * each page's runs interleaved with its no-script copy's, and the floor beside them), the lazy pieces,
 * every interaction's latency with a 4x CPU slowdown (the flow lab's on a lab build of its own), the start-up window and boot (4x CPU) beside the floor's
 * boot, and the first-press check (each call to action pressed as soon as it is painted, BENCH_PRESSES
 * times, default 5). BENCH_ROUTES ("/,/contact") measures a subset of the pages, BENCH_PARTS
 * ("presses") a subset of the parts (benchParts.ts). Exits non-zero when a budget (budgets.ts) is missed.
 * A benchmark, not a test: nothing here is part of `npm test`.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { parseParts } from './benchParts';
import {
  choosePages,
  FIRST_PRESS_CONTROLS,
  INTERACTIONS,
  KEY_ROUTES,
  LAB_INTERACTIONS,
  onChosenRoutes,
  parseRouteList,
} from './benchSubjects';
import { checkBudgets, failedBudgets } from './budgets';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { checkFirstPresses } from './firstPress';
import { buildFloor, FLOOR_SOURCE } from './floor';
import { type Interaction, measureInteractionRuns } from './interactions';
import { interleaved } from './interleave';
import { lazyPieces } from './lazyPieces';
import { startLighthouse } from './lighthouse';
import { writeNoScriptSite } from './noScript';
import { startReferenceServer } from './referenceServer';
import type { BenchReport, InteractionResult, LighthouseFigures, PageResult, Weight } from './results';
import { measureStartupRounds } from './startupWindow';
import { serveFolders } from './staticServer';
import { formatReport } from './table';
import { gzipKb, ownKb, totalKb, type Visit, visit } from './weights';

const root = path.resolve(import.meta.dirname, '../..');
const workDir = path.join(root, '.bench');
const outDir = path.join(workDir, 'site');
const clientDir = path.join(outDir, 'client');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const presses = Number(process.env.BENCH_PRESSES ?? 5);
const chosenRoutes = parseRouteList(process.env.BENCH_ROUTES);
const parts = parseParts(process.env.BENCH_PARTS);
const basePort = Number(process.env.BENCH_PORT ?? 4180);
const site = `http://127.0.0.1:${basePort}`;
const floorUrl = `http://127.0.0.1:${basePort + 1}`;
const limitUrl = `http://127.0.0.1:${basePort + 2}`;
const labUrl = `http://127.0.0.1:${basePort + 4}`;

chromiumPath();
mkdirSync(workDir, { recursive: true });

/** Builds the site into `folder` with `env` beside the process's own, unless BENCH_SKIP_BUILD=1 finds one there. */
function buildSite(folder: string, env: Record<string, string> = {}) {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(folder, 'client', 'index.html'))) return;
  const built = spawnSync('npx', ['tsx', 'scripts/build/build.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, OUT_DIR: path.relative(root, folder) },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

buildSite(outDir);
// The flow lab is in a build of its own: the measured site is the production build, which has none.
const labDir = path.join(workDir, 'lab-site');
if (parts.has('lab')) buildSite(labDir, { VITE_FLOW_LAB: 'true' });

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Up to three minutes: on a busy machine the server compiles and migrates its database first. */
async function waitFor(url: string) {
  for (let attempt = 0; attempt < 720; attempt++) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

function prerenderedRoutes(): string[] {
  const latest = JSON.parse(readFileSync(path.join(clientDir, 'builds/latest.json'), 'utf8')) as {
    id: string;
  };
  const meta = JSON.parse(readFileSync(path.join(clientDir, `builds/meta/${latest.id}.json`), 'utf8')) as {
    prerendered: string[];
  };
  return meta.prerendered;
}

function payloadKb(route: string): number {
  const file = path.join(clientDir, route === '/' ? '' : route.slice(1), '_payload.json');
  return existsSync(file) ? gzipKb(readFileSync(file)) : 0;
}

const weightOf = (page: Visit, all: Visit[], payload: number): Weight => ({
  jsKb: totalKb(page.scripts),
  jsFiles: page.scripts.size,
  laterJsKb: totalKb(page.later),
  laterJsFiles: page.later.size,
  ownJsKb: ownKb(page, all),
  payloadKb: payload,
});
const noWeight: Weight = { jsKb: 0, jsFiles: 0, laterJsKb: 0, laterJsFiles: 0, ownJsKb: 0, payloadKb: 0 };

// A server left on the port (an earlier run that was stopped) would be measured in place of this build.
for (const url of [site, limitUrl, labUrl])
  if (await answers(`${url}/`)) {
    console.error(`Something already answers on ${url}: stop it, or set BENCH_PORT`);
    process.exit(2);
  }
const referenceServers: ChildProcess[] = [startReferenceServer(clientDir, basePort)];
const servers: { close(): void }[] = [];
/** Stops every server the bench started; on any way out, so none is left on its port. */
function stopServers() {
  for (const started of referenceServers) started.kill();
  for (const started of servers) started.close();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopServers();
    process.exit(130);
  });
let exitCode = 0;

try {
  const floorDir = await buildFloor(root, workDir);
  if (!floorDir) console.log(`No floor at ${FLOOR_SOURCE}: measuring without it.`);
  const floorServer = floorDir ? await serveFolders([floorDir], basePort + 1) : undefined;
  if (floorServer) servers.push(floorServer);
  const prerendered = prerenderedRoutes();
  const post = prerendered.find((route) => route.startsWith('/blog/') && !route.startsWith('/blog/tag/'));
  const { pages: routes, unknown } = choosePages(
    [...KEY_ROUTES, ...(post ? [post] : [])],
    prerendered,
    chosenRoutes,
  );
  if (unknown.length > 0)
    console.warn(`Not prerendered by this build, so not measured: ${unknown.join(', ')}`);
  // The copy is served as the issue defines it: same server, same pictures and font, scripts stripped.
  const limitDir = path.join(workDir, 'limit');
  writeNoScriptSite(clientDir, limitDir, routes);
  referenceServers.push(startReferenceServer(limitDir, basePort + 2));
  await waitFor(`${site}/`);
  await waitFor(`${limitUrl}/`);

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const visits: Visit[] = [];
  if (parts.has('weights')) for (const route of routes) visits.push(await visit(browser, site, route));
  const floorVisit =
    floorServer && parts.has('weights') ? await visit(browser, floorUrl, '/', false) : undefined;
  const interactions: InteractionResult[] = [];
  // Each as it is measured: the whole list takes minutes.
  const measureInteractions = async (base: string, list: Interaction[]) => {
    for (const interaction of onChosenRoutes(list, chosenRoutes)) {
      const result = await measureInteractionRuns(browser, base, interaction, runs);
      console.log(`${result.name}: ${result.latencies.join(', ')} ms`);
      interactions.push(result);
    }
  };
  if (parts.has('interactions')) await measureInteractions(site, INTERACTIONS);
  if (parts.has('lab')) {
    referenceServers.push(startReferenceServer(path.join(labDir, 'client'), basePort + 4));
    await waitFor(`${labUrl}/flows`);
    await measureInteractions(labUrl, LAB_INTERACTIONS);
  }
  const { windows: startupWindows, floorBoots } = parts.has('startup')
    ? await measureStartupRounds(browser, site, routes, floorServer ? floorUrl : undefined, runs)
    : { windows: [], floorBoots: undefined };
  const firstPresses = [];
  if (parts.has('presses'))
    for (const control of onChosenRoutes(FIRST_PRESS_CONTROLS, chosenRoutes))
      firstPresses.push(await checkFirstPresses(browser, site, control, presses));
  await browser.close();

  const reportDir = path.join(workDir, 'lighthouse');
  rmSync(reportDir, { recursive: true, force: true });
  const lighthouse = await startLighthouse(basePort + 3, reportDir);
  const measured = async (base: string, route: string, kind: string) =>
    lighthouse.measure(`${base}${route}`, runs, `${kind}${route.replaceAll('/', '_')}`);
  // Each page and its no-script copy in turns, one run each, so each pair of runs shares the machine.
  const oneRun = (base: string, route: string, kind: string, run: number) =>
    lighthouse
      .measure(`${base}${route}`, 1, `${kind}${route.replaceAll('/', '_')}`, run)
      .then(([figures]) => figures as LighthouseFigures);
  const sitePages: PageResult[] = [];
  const limit: PageResult[] = [];
  for (const route of parts.has('pages') ? routes : []) {
    const [siteRuns = [], copyRuns = []] = await interleaved(['site', 'limit'] as const, runs, (kind, run) =>
      oneRun(kind === 'site' ? site : limitUrl, route, kind, run),
    );
    const page = visits.find((measuredVisit) => measuredVisit.route === route);
    sitePages.push({
      route,
      weight: page ? weightOf(page, visits, payloadKb(route)) : noWeight,
      lighthouse: siteRuns,
    });
    limit.push({ route, weight: noWeight, lighthouse: copyRuns });
  }
  // The floor's weight is judged against the pages' (budgets.ts): both or neither.
  const floor: PageResult | undefined =
    floorVisit && parts.has('pages')
      ? {
          route: '/',
          weight: { ...noWeight, jsKb: totalKb(floorVisit.scripts), jsFiles: floorVisit.scripts.size },
          lighthouse: await measured(floorUrl, '/', 'floor'),
        }
      : undefined;
  await lighthouse.close();

  const manifest = path.join(outDir, 'client-manifest.json');
  const report: BenchReport = {
    date: new Date().toISOString().slice(0, 10),
    runs,
    site: sitePages,
    floor,
    limit,
    interactions,
    startupWindows,
    ...(floorBoots ? { floorBoots } : {}),
    firstPresses,
    lazy: existsSync(manifest) ? lazyPieces(manifest, clientDir) : [],
  };
  const checks = checkBudgets(report);
  const table = formatReport(report, checks);
  console.log(`\n${table}`);
  writeFileSync(path.join(workDir, 'last-report.md'), `${table}\n`);
  writeFileSync(path.join(workDir, 'last-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  if (failedBudgets(checks).length > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 2;
} finally {
  stopServers();
}
process.exit(exitCode);
