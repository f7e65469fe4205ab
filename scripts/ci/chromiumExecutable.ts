import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the browser suite and the bench drive: CHROMIUM_PATH when set, else Debian's
 * /usr/bin/chromium; else the one `npx playwright install chromium` downloaded. With none of them, a
 * message that says how to get one, instead of Playwright's long launch error.
 */
export function chromiumExecutable(): string {
  const system = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(system)) return system;
  const downloaded = chromium.executablePath();
  if (downloaded && existsSync(downloaded)) return downloaded;
  const where = process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist, and Playwright has downloaded no Chromium.`
    : 'No Chromium at /usr/bin/chromium (CHROMIUM_PATH is not set), and Playwright has downloaded none.';
  throw new Error(
    `${where}\nGet a browser: on Debian or Ubuntu, as root, \`apt-get update && apt-get install -y chromium\`; elsewhere ` +
      '`npx playwright install chromium`; or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}
