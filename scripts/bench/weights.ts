/**
 * What a visit of a page downloads in Chromium at a phone's size, counted as gzip of each script's body
 * (so a brotli or uncompressed server compares alike), in two parts: the first visit, every script
 * requested up to the later of the load event and the page's `aden:interactive` mark, and what the page
 * fetches later on its own (when idle, on a timer) until the network has been quiet for a while. The
 * visit never touches or scrolls the page, so what loads on intent or into view is in neither.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface Visit {
  route: string;
  /** first visit: script URL (without query) -> gzip KB */
  scripts: Map<string, number>;
  /** requested after the first visit: script URL (without query) -> gzip KB */
  later: Map<string, number>;
}

const withoutQuery = (url: string) => url.split('?')[0] ?? url;

/** When each script was requested (ms from navigation), and the end of the first visit. */
interface Timeline {
  requested: [string, number][];
  firstVisitEnd: number;
}

/**
 * The scripts requested up to `firstVisitEnd` (a script without a timing entry counts as first visit:
 * the strict reading), and the rest. Pure.
 */
export function splitFirstVisit(
  sizes: Map<string, number>,
  timeline: Timeline,
): Pick<Visit, 'scripts' | 'later'> {
  const requestedAt = new Map(timeline.requested);
  const scripts = new Map<string, number>();
  const later = new Map<string, number>();
  for (const [url, kb] of sizes)
    ((requestedAt.get(url) ?? 0) <= timeline.firstVisitEnd ? scripts : later).set(url, kb);
  return { scripts, later };
}

export const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

export async function visit(
  browser: Browser,
  base: string,
  route: string,
  marksInteractive = true,
): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const sizes = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = withoutQuery(response.url());
    pending.push(
      response
        .body()
        .then((body) => void sizes.set(url, gzipKb(body)))
        .catch(() => undefined),
    );
  });
  await page.goto(`${base}${route}`, { waitUntil: 'load' });
  // A page of the site marks its start; one without the mark (the floor) has no "later": all it
  // downloads until the network is quiet is its first visit.
  if (marksInteractive)
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  await page.waitForLoadState('networkidle');
  // What loads when the browser is idle or on a timer (chat, prefetches) is measured as "later".
  await page.waitForTimeout(2500);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const timeline = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const interactive = performance.getEntriesByName('aden:interactive')[0]?.startTime;
    return {
      requested: performance
        .getEntriesByType('resource')
        .map((entry): [string, number] => [entry.name.split('?')[0] ?? entry.name, entry.startTime]),
      firstVisitEnd:
        interactive === undefined
          ? Number.POSITIVE_INFINITY
          : Math.max(navigation?.loadEventEnd ?? 0, interactive),
    };
  });
  await context.close();
  return { route, ...splitFirstVisit(sizes, timeline) };
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

export const totalKb = (scripts: Map<string, number>) => sum(scripts.values());

/** A page's own scripts: those not loaded by every measured page (the shared shell). */
export function ownKb(visit: Visit, all: Visit[]): number {
  const shared = [...visit.scripts.keys()].filter((url) => all.every((other) => other.scripts.has(url)));
  return sum([...visit.scripts].filter(([url]) => !shared.includes(url)).map(([, kb]) => kb));
}
