// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandColours, withOpacity } from '../../../src/theme/brandColours';

const root = path.resolve(import.meta.dirname, '../../..');

/** The code that draws in the brand's colours: the theme, the drawn pictures, the OG images, the ROI charts. */
const READERS = [
  'src/theme',
  'scripts/generators/pictures',
  'scripts/build/ogImagePng.ts',
  'src/features/roi-calculator',
];
const TOKENS = 'src/theme/brandColours.ts';
const COLOUR_LITERAL = /#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b|rgba?\(\s*\d/g;

/** Each colour literal written outside the tokens module, as "file: literal". */
function coloursOutsideTokens(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([file]) => file !== TOKENS)
    .flatMap(([file, text]) => [...text.matchAll(COLOUR_LITERAL)].map((match) => `${file}: ${match[0]}`));
}

function readCode(entry: string): Record<string, string> {
  const full = path.join(root, entry);
  const files = entry.endsWith('.ts')
    ? [entry]
    : readdirSync(full, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => path.join(entry, file));
  return Object.fromEntries(files.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
}

describe('the brand colours', () => {
  it('are written once: the theme, the pictures, the OG images and the charts read them from the tokens', () => {
    expect(coloursOutsideTokens(Object.assign({}, ...READERS.map(readCode)))).toEqual([]);
  });

  it('names a colour written outside the tokens module', () => {
    expect(
      coloursOutsideTokens({
        [TOKENS]: "brand: '#3f3cbb'",
        'scripts/build/ogImagePng.ts': "color: '#3f3cbb', border: 'rgba(255,255,255,0.5)'",
      }),
    ).toEqual(['scripts/build/ogImagePng.ts: #3f3cbb', 'scripts/build/ogImagePng.ts: rgba(2']);
  });

  it('see a token through at an opacity', () => {
    expect(withOpacity(brandColours.white, 0.5)).toBe('rgba(255, 255, 255, 0.5)');
    expect(withOpacity(brandColours.brand, 0.85)).toBe('rgba(63, 60, 187, 0.85)');
  });
});
