/**
 * What a first visit of a page downloads in Chromium at a phone's size: every script until the network
 * has been quiet, counted as gzip of its body (so a brotli or uncompressed server compares alike).
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface Visit {
  route: string;
  /** script URL (without query) -> gzip KB */
  scripts: Map<string, number>;
}

export const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

export async function visit(browser: Browser, base: string, route: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const scripts = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = response.url().split('?')[0] ?? response.url();
    pending.push(
      response
        .body()
        .then((body) => void scripts.set(url, gzipKb(body)))
        .catch(() => undefined),
    );
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  // What loads when the browser is idle (chat, anything on a timer) belongs to the first visit too;
  // what loads on intent (the dialogs, when a pointer comes over a button) does not: this visit never
  // touches the page.
  await page.waitForTimeout(2500);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return { route, scripts };
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

export const totalKb = (visit: Visit) => sum(visit.scripts.values());

/** A page's own scripts: those not loaded by every measured page (the shared shell). */
export function ownKb(visit: Visit, all: Visit[]): number {
  const shared = [...visit.scripts.keys()].filter((url) => all.every((other) => other.scripts.has(url)));
  return sum([...visit.scripts].filter(([url]) => !shared.includes(url)).map(([, kb]) => kb));
}
