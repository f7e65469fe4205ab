/** The Chromium the bench drives (the browser suite's lookup) and the flags that work on this machine. */
import { chromiumExecutable } from '../ci/chromiumExecutable';

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

/** Without a browser, say how to get one before spending a build. */
export function chromiumPath(): string {
  try {
    return chromiumExecutable();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
