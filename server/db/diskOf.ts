import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** `\040` and the like in /proc/mounts stand for spaces and other bytes of a path. */
const unescapeMount = (field: string) =>
  field.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)));

/**
 * The disk a path lives on, in words an operator can act on: `/dev/sda1 mounted at /srv` from
 * /proc/mounts (the longest mount point above the path), or just the path where that is not readable.
 */
export function diskOf(target: string): string {
  let resolved = path.resolve(target);
  // The path itself may not exist yet: the nearest existing folder above it is on the same disk.
  for (;;) {
    try {
      resolved = realpathSync(resolved);
      break;
    } catch {
      const parent = path.dirname(resolved);
      if (parent === resolved) break;
      resolved = parent;
    }
  }
  try {
    const mounts = readFileSync('/proc/mounts', 'utf8')
      .split('\n')
      .map((line) => line.split(' '))
      .filter((fields) => fields.length >= 2)
      .map(([device = '', mountPoint = '']) => ({ device, mountPoint: unescapeMount(mountPoint) }))
      .filter(
        ({ mountPoint }) =>
          resolved === mountPoint ||
          resolved.startsWith(mountPoint.endsWith('/') ? mountPoint : `${mountPoint}/`),
      )
      .sort((a, b) => b.mountPoint.length - a.mountPoint.length);
    const disk = mounts[0];
    if (disk) return `${disk.device} mounted at ${disk.mountPoint}`;
  } catch {
    // Not Linux: the path is the best name there is.
  }
  return `the disk holding ${resolved}`;
}

/** The start-up line for a disk that is full or read-only under `target`, or undefined for other errors. */
export function diskProblem(target: string, error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, errno } = error as { code?: unknown; errno?: unknown };
  const emscripten = (error as { constructor?: { name?: string } }).constructor?.name === 'ErrnoError';
  if (code === 'ENOSPC' || (emscripten && errno === 51) || code === '53100') {
    return `The disk is full: ${diskOf(target)} has no space left for ${target}; free space there (or set DATA_DIR to another disk) and start again`;
  }
  if (code === 'EROFS' || (emscripten && errno === 69)) {
    return `The disk is read-only: ${diskOf(target)} cannot be written for ${target}; mount it writable (or set DATA_DIR to another disk) and start again`;
  }
  return undefined;
}
