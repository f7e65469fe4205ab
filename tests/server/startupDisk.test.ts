import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskOf } from '../../server/db/diskOf';
import { describeOpenFailure } from '../../server/db/pglite';
import { describeStartupError } from '../../server/startupError';

/** What PGlite's file layer throws: an Emscripten errno, no message. */
class ErrnoError extends Error {
  errno: number;
  constructor(errno: number) {
    super('');
    this.errno = errno;
  }
}

const dataDir = path.join(tmpdir(), 'aden-data', 'pglite');

describe('a full or read-only disk at start-up', () => {
  it('names the disk by its device and mount point', () => {
    const disk = diskOf(dataDir);
    expect(disk).toMatch(/^\S+ mounted at \//);
  });

  it('says the disk is full when PGlite cannot open its folder for lack of space, not that it is a symbolic link', () => {
    const message = describeOpenFailure(dataDir, new ErrnoError(51));
    expect(message).toBe(
      `Cannot open the PGlite database in ${dataDir}: The disk is full: ${diskOf(dataDir)} has no space left for ${dataDir}; free space there (or set DATA_DIR to another disk) and start again`,
    );
    expect(message).not.toMatch(/symbolic link/);
    expect(describeOpenFailure(dataDir, new ErrnoError(69))).toMatch(/The disk is read-only: .* mounted at /);
    expect(describeOpenFailure(dataDir, new ErrnoError(44))).toMatch(/not a symbolic link/);
  });

  it('says the disk is full when a file written at start (the lock, the secret) finds no space', () => {
    const lock = path.join(tmpdir(), 'aden-data', 'pglite.lock');
    const error = Object.assign(new Error(`ENOSPC: no space left on device, write`), {
      code: 'ENOSPC',
      path: lock,
    });
    const line = describeStartupError(error);
    expect(line).toBe(
      `The disk is full: ${diskOf(lock)} has no space left for ${lock}; free space there (or set DATA_DIR to another disk) and start again`,
    );
  });

  it("points at the database server's disk for PostgreSQL's disk_full", () => {
    const error = Object.assign(new Error('could not extend file "base/1/2": No space left on device'), {
      code: '53100',
    });
    expect(describeStartupError(error)).toMatch(
      /SQLSTATE 53100\); check the database server's free disk space/,
    );
  });
});
