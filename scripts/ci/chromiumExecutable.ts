import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the browser suite and the bench drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else the one `npx playwright install chromium` downloaded. With none of them, a message that says
 * how to get one, instead of Playwright's long launch error.
 */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  const downloaded = chromium.executablePath();
  if (downloaded && existsSync(downloaded)) return downloaded;
  const where = process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist, and /usr/bin/chromium neither.`
    : 'No Chromium at /usr/bin/chromium and CHROMIUM_PATH is not set.';
  throw new Error(
    `${where}\nGet a browser: on Debian or Ubuntu \`sudo apt-get install -y chromium\`; elsewhere ` +
      '`npx playwright install chromium`; or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}
