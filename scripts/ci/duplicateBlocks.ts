import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The fewest lines of a block that counts as written twice. */
export const shortestCopy = 6;

/** The product code: the floors' folders and the build's own scripts. */
export const productFolders = ['contract', 'machines', 'server', 'src', 'scripts'];

/**
 * The pairs of files that still share a block, as `a ~ b`: each pair is made one and struck from the
 * list, and none is added (tests/scripts/ci/duplicateBlocks.test.ts holds the list to the code both ways).
 */
export const stillCopied: string[] = [];

const root = path.resolve(import.meta.dirname, '../..');

interface JscpdReport {
  duplicates: { firstFile: { name: string }; secondFile: { name: string } }[];
}

/**
 * The pairs of files below `folders` of `base` that share a block of `shortestCopy` lines or more, the
 * same token for token (comments and white space aside), by jscpd: `a ~ b`, paths from `base`.
 */
export function copiedPairs(folders: string[] = productFolders, base = root): string[] {
  const output = mkdtempSync(path.join(tmpdir(), 'jscpd-'));
  try {
    execFileSync(
      path.join(root, 'node_modules/.bin/jscpd'),
      [
        ...['--min-lines', String(shortestCopy), '--min-tokens', '30', '--mode', 'weak'],
        ...['--format', 'typescript,tsx', '--absolute', '--silent', '--no-tips'],
        // Import declarations name what a file uses, not logic written twice.
        ...['--ignore-pattern', "import [^;]*from '[^']*';"],
        ...['--reporters', 'json', '--output', output],
        ...folders.map((folder) => path.join(base, folder)),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const report = JSON.parse(readFileSync(path.join(output, 'jscpd-report.json'), 'utf8')) as JscpdReport;
    const pairs = report.duplicates.map(({ firstFile, secondFile }) =>
      [firstFile.name, secondFile.name]
        .map((file) => path.relative(base, file))
        .sort()
        .join(' ~ '),
    );
    return [...new Set(pairs)].sort();
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}
