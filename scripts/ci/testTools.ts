/**
 * The programs the suites need beside Node and npm: Chromium (the browser suite), a Java runtime (the
 * Nu HTML checker) and xmllint (the sitemap schema). `npm test` calls `ensureTestTools()` first: what
 * is missing is installed and named in one line: Playwright's own Chromium download where it is
 * reachable (as root with the system libraries it needs, as a user without them, for they need root),
 * else Debian's packages when running as root. When nothing can install it, the run stops naming the
 * one command a root user runs.
 */
import { spawnSync } from 'node:child_process';
import { chromiumExecutable } from './chromiumExecutable';

export interface Tool {
  name: string;
  present(): boolean;
  /** Debian's package for it. */
  aptPackage: string;
  /** A way to get it without the system's package manager, tried first; `asRoot` says who runs it. */
  ownInstall?: (asRoot: boolean) => string[];
}

/** Who runs the set-up and what it may do there. */
export interface SystemInstaller {
  asRoot: boolean;
  /** Installs Debian packages (after `apt-get update`); false when it cannot or did not. */
  install(packages: string[]): boolean;
}

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** A Chromium that starts: Playwright's download without its system libraries is there but cannot. */
const hasChromium = () => {
  try {
    return spawnSync(chromiumExecutable(), ['--version'], { stdio: 'ignore', timeout: 30_000 }).status === 0;
  } catch {
    return false;
  }
};

/**
 * Playwright's Chromium. `--with-deps` also installs the system libraries it needs through apt-get,
 * which only root may run: as a user Playwright would stop at its `su` before downloading anything.
 */
export const playwrightChromium = (asRoot: boolean) => [
  'npx',
  'playwright',
  'install',
  ...(asRoot ? ['--with-deps'] : []),
  'chromium',
];

export const TEST_TOOLS: Tool[] = [
  { name: 'Chromium', present: hasChromium, aptPackage: 'chromium', ownInstall: playwrightChromium },
  { name: 'Java', present: () => onPath('java'), aptPackage: 'default-jre-headless' },
  { name: 'xmllint', present: () => onPath('xmllint'), aptPackage: 'libxml2-utils' },
];

const quietly = (command: string[], timeoutMs: number) =>
  spawnSync(command[0] as string, command.slice(1), {
    stdio: 'ignore',
    timeout: timeoutMs,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status === 0;

/** The command that installs `packages` on a fresh Debian or Ubuntu, run as root. */
export const rootInstallCommand = (packages: string[]) =>
  `apt-get update && apt-get install -y ${packages.join(' ')}`;

let aptUpdated = false;
const apt: SystemInstaller = {
  asRoot: process.getuid?.() === 0,
  install(packages) {
    if (!this.asRoot || !onPath('apt-get')) return false;
    // A fresh container has no package lists: install finds nothing before an update.
    if (!aptUpdated) aptUpdated = quietly(['apt-get', 'update', '-qq'], 300_000);
    return aptUpdated && quietly(['apt-get', 'install', '-y', '-qq', ...packages], 900_000);
  },
};

/** Installs what is missing; returns a message naming the command to run when something could not be. */
export function ensureTestTools(
  tools: Tool[] = TEST_TOOLS,
  system: SystemInstaller = apt,
  run: (command: string[]) => boolean = (command) => quietly(command, 300_000),
): string | undefined {
  const missing = tools.filter((tool) => !tool.present());
  if (missing.length === 0) return undefined;
  const installed: string[] = [];
  for (const tool of missing) {
    const own = tool.ownInstall?.(system.asRoot);
    const how =
      (own && run(own) && tool.present() && own.join(' ')) ||
      (system.install([tool.aptPackage]) && tool.present() && `apt-get install ${tool.aptPackage}`);
    if (how) installed.push(`${tool.name} (${how})`);
  }
  if (installed.length > 0) console.log(`Installed for the test suites: ${installed.join(', ')}`);
  const still = missing.filter((tool) => !tool.present());
  if (still.length === 0) return undefined;
  const command = `\`${rootInstallCommand(still.map((tool) => tool.aptPackage))}\``;
  const names = still.map((tool) => tool.name).join(', ');
  return system.asRoot
    ? `npm test needs ${names}, which apt-get could not install: run ${command} to see why, then npm test again.`
    : `npm test needs ${names}, which only a root user can install here: run ${command} as root, then npm test again.`;
}
