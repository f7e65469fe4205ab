import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copiedPairs, shortestCopy, stillCopied } from '../../../scripts/ci/duplicateBlocks';

/** A function whose body is `lines` statements, each a line of its own. */
const blockOf = (name: string, lines: number) =>
  `export function ${name}(total: number): number {\n${Array.from(
    { length: lines },
    (_, index) => `  total = Math.max(total * ${index + 2}, total + ${index + 3});\n`,
  ).join('')}  return total;\n}\n`;

const planted: string[] = [];
/** A tree of its own in the system's temporary folder, with `files` written in it. */
const plantTree = (files: Record<string, string>) => {
  const base = mkdtempSync(path.join(tmpdir(), 'planted-copies-'));
  planted.push(base);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  }
  return base;
};
afterEach(() => {
  for (const base of planted.splice(0)) rmSync(base, { recursive: true, force: true });
});

describe('blocks written twice in product code', () => {
  it('are in no pair of files beyond the listed ones, and each listed pair still shares a block', () => {
    const found = copiedPairs();
    expect(found.filter((pair) => !stillCopied.includes(pair))).toEqual([]);
    expect(stillCopied.filter((pair) => !found.includes(pair))).toEqual([]);
  });

  it(`reports two files that share a block of ${shortestCopy} lines`, () => {
    const block = blockOf('grow', shortestCopy);
    const base = plantTree({ 'src/first.ts': block, 'src/second.ts': `export const one = 1;\n${block}` });
    expect(copiedPairs(['src'], base)).toEqual(['src/first.ts ~ src/second.ts']);
  });

  it('passes two files that share only their import declarations', () => {
    const imports = Array.from(
      { length: shortestCopy + 2 },
      (_, index) => `import { piece${index}, part${index}, bit${index} } from './shared${index}';\n`,
    ).join('');
    const base = plantTree({
      'src/first.ts': `${imports}export const first = 1;\n`,
      'src/second.ts': `${imports}export const second = 2;\n`,
    });
    expect(copiedPairs(['src'], base)).toEqual([]);
  });

  it('passes two files whose blocks differ in one letter on every line', () => {
    const block = blockOf('grow', shortestCopy);
    const base = plantTree({ 'src/first.ts': block, 'src/second.ts': block.replaceAll('total', 'count') });
    expect(copiedPairs(['src'], base)).toEqual([]);
  });
});
