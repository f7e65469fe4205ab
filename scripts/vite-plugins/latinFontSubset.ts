/**
 * The latin file every page preloads, cut to what the site sets: all of Inter's latin characters, the
 * weight axis from the theme's lightest weight to its boldest, and the layout features the text needs
 * (kerning, marks, composition, local forms) plus tabular figures, which the sign-up code uses.
 * Contextual alternates, fractions and proportional figures go: no rule of the site asks for them.
 * The cut is half the full file, so a phone's first visit has it in the round trips the page's first
 * picture takes (docs/performance.md, "The font"; decision 0094).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { fontWeightSpan } from '../../src/components/typeScale.ts';

/** @fontsource-variable/inter's latin unicode-range (its wght.css), which the cut keeps whole. */
export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export const KEPT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'tnum'];

export const WEIGHT_AXIS = fontWeightSpan;

/** Every code point of a CSS unicode-range list. */
export function codePointsOf(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [from, to] = part.replace('U+', '').split('-');
    const first = Number.parseInt(from ?? '', 16);
    for (let point = first; point <= (to ? Number.parseInt(to, 16) : first); point++) {
      text += String.fromCodePoint(point);
    }
  }
  return text;
}

export const cutLatinFont = (source: Buffer) =>
  subsetFont(source, codePointsOf(LATIN_RANGE), {
    targetFormat: 'woff2',
    keepFeatures: KEPT_FEATURES,
    variationAxes: { wght: WEIGHT_AXIS },
  });

/**
 * Writes the cut of `sourceFile` under `cacheDir`, in a folder named by what it was cut from and how
 * (a new font or a new cut makes a new file), and returns its path. Written whole then renamed: builds
 * that run side by side never read half a file.
 */
export async function writeLatinFont(sourceFile: string, cacheDir: string): Promise<string> {
  const source = readFileSync(sourceFile);
  const key = createHash('sha256')
    .update(source)
    .update(JSON.stringify([LATIN_RANGE, KEPT_FEATURES, WEIGHT_AXIS]))
    .digest('hex')
    .slice(0, 12);
  const file = path.join(cacheDir, key, `inter-latin-${WEIGHT_AXIS.min}-${WEIGHT_AXIS.max}.woff2`);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, await cutLatinFont(source));
    renameSync(partial, file);
  }
  return file;
}
