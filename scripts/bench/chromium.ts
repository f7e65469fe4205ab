/** Debian's Chromium for the bench: its path, with a clear message when there is none. */
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(candidate)) return candidate;
  throw new Error(
    `No Chromium at ${candidate}. Install Debian's package (apt-get install -y chromium), or elsewhere ` +
      'run `npx playwright install chromium` and set CHROMIUM_PATH to the browser it installs.',
  );
}
