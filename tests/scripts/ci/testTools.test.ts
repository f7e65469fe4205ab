import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ensureTestTools,
  playwrightChromium,
  rootInstallCommand,
  type SystemInstaller,
  TEST_TOOLS,
  type Tool,
} from '../../../scripts/ci/testTools';

const tool = (name: string, present: () => boolean, ownInstall?: (asRoot: boolean) => string[]): Tool => ({
  name,
  present,
  aptPackage: `${name.toLowerCase()}-package`,
  ...(ownInstall ? { ownInstall } : {}),
});

/** A system whose package manager succeeds (`installs`) or not, as root or as a user. */
const system = (
  asRoot: boolean,
  install: (packages: string[]) => boolean = () => false,
): SystemInstaller => ({
  asRoot,
  install: vi.fn(install),
});

describe('the tools npm test sets up', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does nothing when every tool is there', () => {
    const root = system(true, () => true);
    expect(ensureTestTools([tool('Java', () => true)], root)).toBeUndefined();
    expect(root.install).not.toHaveBeenCalled();
  });

  it("installs a missing tool with the system's package manager as root and says so in one line", () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    let installed = false;
    const root = system(true, () => {
      installed = true;
      return true;
    });
    expect(ensureTestTools([tool('Java', () => installed)], root)).toBeUndefined();
    expect(root.install).toHaveBeenCalledWith(['java-package']);
    expect(log).toHaveBeenCalledWith('Installed for the test suites: Java (apt-get install java-package)');
  });

  it("tries the tool's own installer first, and the system's only when that fails", () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const marker = path.join(mkdtempSync(path.join(tmpdir(), 'aden-tools-')), 'chromium');
    const root = system(true, () => true);
    const chromium = tool(
      'Chromium',
      () => existsSync(marker),
      () => ['touch', marker],
    );
    expect(ensureTestTools([chromium], root)).toBeUndefined();
    expect(root.install).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(`Installed for the test suites: Chromium (touch ${marker})`);
  });

  it("downloads Playwright's Chromium with its system libraries as root and without them as a user", () => {
    const chromium = TEST_TOOLS.find((candidate) => candidate.name === 'Chromium');
    expect(chromium?.ownInstall).toBe(playwrightChromium);
    const ran: string[][] = [];
    const absent = tool('Chromium', () => false, playwrightChromium);
    for (const asRoot of [true, false]) {
      ensureTestTools([absent], system(asRoot), (command) => {
        ran.push(command);
        return false;
      });
    }
    expect(ran).toEqual([
      ['npx', 'playwright', 'install', '--with-deps', 'chromium'],
      ['npx', 'playwright', 'install', 'chromium'],
    ]);
  });

  it('as a user, stops naming the one command a root user runs on a fresh machine', () => {
    const message = ensureTestTools(
      [
        tool(
          'Chromium',
          () => false,
          () => ['false'],
        ),
        tool('Java', () => false),
      ],
      system(false),
    );
    expect(message).toBe(
      'npm test needs Chromium, Java, which only a root user can install here: run `apt-get update && apt-get install -y chromium-package java-package` as root, then npm test again.',
    );
  });

  it('as root, stops naming the command whose errors say why the install failed', () => {
    const message = ensureTestTools([tool('xmllint', () => false)], system(true));
    expect(message).toBe(
      'npm test needs xmllint, which apt-get could not install: run `apt-get update && apt-get install -y xmllint-package` to see why, then npm test again.',
    );
  });

  it("names Debian's packages for every tool the suites need, after updating the package lists", () => {
    expect(rootInstallCommand(TEST_TOOLS.map((each) => each.aptPackage))).toBe(
      'apt-get update && apt-get install -y chromium default-jre-headless libxml2-utils',
    );
  });
});
