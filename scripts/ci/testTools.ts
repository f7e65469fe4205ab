/**
 * The programs the suites need beside Node and npm: Chromium (the browser suite), a Java runtime (the
 * Nu HTML checker) and xmllint (the sitemap schema). `npm test` calls `ensureTestTools()` first: what
 * is missing is installed (Playwright's own download where it is reachable, else the system's package
 * manager when running as root) and named in one line; when nothing can install it, the run stops
 * naming the one command that would.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumExecutable } from './chromiumExecutable';

export interface Tool {
  name: string;
  present(): boolean;
  /** Debian's package for it. */
  aptPackage: string;
  /** A way to get it without the system's package manager, tried first. */
  ownInstall?: string[];
}

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

const hasChromium = () => {
  try {
    return existsSync(chromiumExecutable());
  } catch {
    return false;
  }
};

export const TEST_TOOLS: Tool[] = [
  {
    name: 'Chromium',
    present: hasChromium,
    aptPackage: 'chromium',
    ownInstall: ['npx', 'playwright', 'install', '--with-deps', 'chromium'],
  },
  { name: 'Java', present: () => onPath('java'), aptPackage: 'default-jre-headless' },
  { name: 'xmllint', present: () => onPath('xmllint'), aptPackage: 'libxml2-utils' },
];

const quietly = (command: string[], timeoutMs: number) =>
  spawnSync(command[0] as string, command.slice(1), {
    stdio: 'ignore',
    timeout: timeoutMs,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status === 0;

const isRoot = () => process.getuid?.() === 0;

let aptUpdated = false;
function aptInstall(packages: string[]): boolean {
  if (!isRoot() || !onPath('apt-get')) return false;
  if (!aptUpdated) aptUpdated = quietly(['apt-get', 'update', '-qq'], 300_000);
  return quietly(['apt-get', 'install', '-y', '-qq', ...packages], 900_000);
}

/** Installs what is missing; returns a message naming the command to run when something could not be. */
export function ensureTestTools(tools: Tool[] = TEST_TOOLS, systemInstall = aptInstall): string | undefined {
  const missing = tools.filter((tool) => !tool.present());
  if (missing.length === 0) return undefined;
  const installed: string[] = [];
  for (const tool of missing) {
    const how =
      (tool.ownInstall && quietly(tool.ownInstall, 300_000) && tool.present() && tool.ownInstall.join(' ')) ||
      (systemInstall([tool.aptPackage]) && tool.present() && `apt-get install ${tool.aptPackage}`);
    if (how) installed.push(`${tool.name} (${how})`);
  }
  if (installed.length > 0) console.log(`Installed for the test suites: ${installed.join(', ')}`);
  const still = missing.filter((tool) => !tool.present());
  if (still.length === 0) return undefined;
  return `Missing ${still.map((tool) => tool.name).join(', ')} and none could be installed here: run \`sudo apt-get install -y ${still.map((tool) => tool.aptPackage).join(' ')}\`, then npm test again.`;
}
