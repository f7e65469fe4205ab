import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  codePointsOf,
  cutLatinFont,
  KEPT_FEATURES,
  LATIN_RANGE,
  WEIGHT_AXIS,
} from '../../../scripts/vite-plugins/latinFontSubset';
import { fontWeights } from '../../../src/components/typeScale';

const require = createRequire(import.meta.url);
const fullFile = readFileSync(
  require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
);

async function faceOf(woff2: Buffer) {
  return new hb.Face(new hb.Blob(await convert(woff2, 'truetype')));
}

describe('codePointsOf', () => {
  it('lists every code point of single points and spans', () => {
    expect(codePointsOf('U+0041-0043,U+00E9,U+2013')).toBe('ABCé–');
  });
});

describe('the cut latin font', () => {
  let cut: Buffer;
  let cutFace: hb.Face;
  let fullFace: hb.Face;
  beforeAll(async () => {
    cut = await cutLatinFont(fullFile);
    cutFace = await faceOf(cut);
    fullFace = await faceOf(fullFile);
  });

  it('keeps every latin character the full file draws', () => {
    const latin = new Set([...codePointsOf(LATIN_RANGE)].map((char) => char.codePointAt(0)));
    const drawn = (face: hb.Face) => [...face.collectUnicodes()].filter((point) => latin.has(point)).sort();
    expect(drawn(cutFace)).toEqual(drawn(fullFace));
    expect(drawn(cutFace).length).toBeGreaterThan(200);
  });

  it('spans the weights the theme sets, and no more', () => {
    expect(WEIGHT_AXIS).toEqual({ min: fontWeights.regular, max: fontWeights.bold });
    const axis = cutFace.getAxisInfos().wght;
    expect([axis?.min, axis?.max]).toEqual([WEIGHT_AXIS.min, WEIGHT_AXIS.max]);
  });

  it('keeps kerning, marks and tabular figures, and drops the features no rule asks for', () => {
    const features = (face: hb.Face) =>
      new Set([...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')]);
    expect([...features(cutFace)].every((tag) => KEPT_FEATURES.includes(tag))).toBe(true);
    for (const tag of ['kern', 'mark', 'tnum']) expect(features(cutFace)).toContain(tag);
    for (const tag of ['calt', 'frac']) expect(features(fullFace)).toContain(tag);
  });

  it('is at most 60 % of the full file', () => {
    expect(cut.length).toBeLessThan(fullFile.length * 0.6);
  });
});
