import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureTestTools, type Tool } from '../../../scripts/ci/testTools';

const tool = (name: string, present: () => boolean, ownInstall?: string[]): Tool => ({
  name,
  present,
  aptPackage: `${name.toLowerCase()}-package`,
  ...(ownInstall ? { ownInstall } : {}),
});

describe('the tools npm test sets up', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does nothing when every tool is there', () => {
    const install = vi.fn(() => true);
    expect(ensureTestTools([tool('Java', () => true)], install)).toBeUndefined();
    expect(install).not.toHaveBeenCalled();
  });

  it("installs a missing tool with the system's package manager and says so in one line", () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    let installed = false;
    const install = vi.fn(() => {
      installed = true;
      return true;
    });
    expect(ensureTestTools([tool('Java', () => installed)], install)).toBeUndefined();
    expect(install).toHaveBeenCalledWith(['java-package']);
    expect(log).toHaveBeenCalledWith('Installed for the test suites: Java (apt-get install java-package)');
  });

  it("tries the tool's own installer first, and the system's only when that fails", () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const marker = path.join(mkdtempSync(path.join(tmpdir(), 'aden-tools-')), 'chromium');
    const install = vi.fn(() => true);
    const chromium = tool('Chromium', () => existsSync(marker), ['touch', marker]);
    expect(ensureTestTools([chromium], install)).toBeUndefined();
    expect(install).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(`Installed for the test suites: Chromium (touch ${marker})`);
  });

  it('stops naming the one command to run when nothing can install it', () => {
    const message = ensureTestTools(
      [tool('Chromium', () => false, ['false']), tool('Java', () => false)],
      () => false,
    );
    expect(message).toBe(
      'Missing Chromium, Java and none could be installed here: run `sudo apt-get install -y chromium-package java-package`, then npm test again.',
    );
  });
});
