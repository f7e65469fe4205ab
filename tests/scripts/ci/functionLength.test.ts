import { describe, expect, it } from 'vitest';
import {
  longestFunction,
  longFunctions,
  longFunctionsIn,
  stillLong,
} from '../../../scripts/ci/functionLength';

/** A function declaration whose first line and last are `lines` apart, counting both. */
const functionOf = (name: string, lines: number) =>
  `export function ${name}(): number {\n${'  void 0;\n'.repeat(lines - 2)}}\n`;

// Parsing the whole product code takes seconds on a busy machine.
const slow = { timeout: 120_000 };

describe('the length of functions in product code', () => {
  it(
    `has no function over ${longestFunction} lines beyond the listed ones, and each listed one is still long`,
    slow,
    () => {
      const found = longFunctions().map(({ file, name }) => `${file}: ${name}`);
      expect(found.filter((entry) => !stillLong.includes(entry))).toEqual([]);
      expect(stillLong.filter((entry) => !found.includes(entry))).toEqual([]);
    },
  );

  it(`reports a function of ${longestFunction + 1} lines by its name, line and length`, () => {
    const text = `const before = 1;\n${functionOf('planted', longestFunction + 1)}`;
    expect(longFunctionsIn('src/planted.ts', text)).toEqual([
      { file: 'src/planted.ts', name: 'planted', line: 2, lines: longestFunction + 1 },
    ]);
  });

  it(`passes a function of ${longestFunction} lines`, () => {
    expect(longFunctionsIn('src/planted.ts', functionOf('planted', longestFunction))).toEqual([]);
  });

  it('names a long arrow by the constant, the property or the call that holds it', () => {
    const body = `{\n${'  void 0;\n'.repeat(longestFunction)}}`;
    const text = [
      `const held = () => ${body};`,
      `const table = { entry: () => ${body} };`,
      `[].map(() => ${body});`,
      `export const Card = (props: { a: number }) => <div>{(() => ${body})()}</div>;`,
    ].join('\n');
    expect(longFunctionsIn('src/Planted.tsx', text).map(({ name }) => name)).toEqual([
      'held',
      'entry',
      'a function passed to map',
      'Card',
      'a function called where it stands',
    ]);
  });
});
