/**
 * Turns the `<text>` elements of a satori SVG (rendered with `embedFont: false`, so satori has laid
 * the words out with Inter's metrics) into outlines: each glyph of each weight and size is defined
 * once and placed with `<use>`. The file looks the same wherever it is shown, with no font to load,
 * at about a fifth of the size of satori's own outlines (a path per word).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
// @ts-expect-error: the package has no type declarations; the few calls below are typed by `Font`.
import opentype from '@shuding/opentype.js';

interface Glyph {
  index: number;
  advanceWidth: number;
  getPath(x: number, y: number, size: number): { toPathData(decimals: number): string };
}
interface Font {
  unitsPerEm: number;
  stringToGlyphs(text: string): Glyph[];
  charToGlyphIndex(character: string): number;
  getKerningValue(left: Glyph, right: Glyph): number;
}

const require = createRequire(import.meta.url);
const fonts = new Map<string, Promise<Font>>();
function interFont(weight: string): Promise<Font> {
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  let font = fonts.get(weight);
  if (!font) {
    font = readFile(file).then(
      (data) => opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength)) as Font,
    );
    fonts.set(weight, font);
  }
  return font;
}

const attributeOf = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const round3 = (value: number) => Math.round(value * 1000) / 1000;
/** The size glyphs are outlined at, in whole units: fine enough for any size the screens use. */
const GLYPH_SIZE = 100;

/** Drops the line-to commands that go nowhere (opentype.js closes each curve run with one). */
function withoutStandingLines(path: string): string {
  let point = '';
  return path.replace(/([MLQCZ])([^MLQCZ]*)/g, (command, letter: string, numbers: string) => {
    const end = (numbers.match(/-?[\d.]+/g) ?? []).slice(-2).join(',');
    const standing = letter === 'L' && end === point;
    if (letter !== 'Z') point = end;
    return standing ? '' : command;
  });
}

/**
 * The root element records the smallest font size it outlined (`data-min-font-size`, in the SVG's
 * own units): the glyphs are paths, so this is how a test tells the text's size as displayed.
 */
export async function outlineText(svg: string): Promise<string> {
  const definitions = new Map<string, { id: string; path: string }>();
  let smallest = Number.POSITIVE_INFINITY;
  const pieces: (string | Promise<string>)[] = [];
  let last = 0;
  for (const match of svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)) {
    pieces.push(svg.slice(last, match.index));
    last = match.index + match[0].length;
    const [, attributes = '', raw = ''] = match;
    pieces.push(
      (async () => {
        const weight = attributeOf(attributes, 'font-weight') ?? '400';
        const font = await interFont(weight === 'normal' ? '400' : weight === 'bold' ? '700' : weight);
        const size = Number(attributeOf(attributes, 'font-size') ?? 16);
        if (raw.trim()) smallest = Math.min(smallest, size);
        // Glyphs are defined at GLYPH_SIZE and scaled: one definition serves every size.
        const factor = size / GLYPH_SIZE;
        const scale = GLYPH_SIZE / font.unitsPerEm;
        // Whole units of the scaled space: a tenth of a pixel or less at every size the screens use.
        const y = Math.round(Number(attributeOf(attributes, 'y') ?? 0) / factor);
        let x = Number(attributeOf(attributes, 'x') ?? 0) / factor;
        const text = unescapeXml(raw);
        const glyphs = font.stringToGlyphs(text);
        // Glyph 0 is the font's "missing" box: a character Inter's Latin subset lacks (an arrow, say)
        // would ship as a box in the picture, so the build stops and names it.
        const missing = [...text].filter(
          (character) => character.trim() && font.charToGlyphIndex(character) === 0,
        );
        if (missing.length > 0) {
          throw new Error(
            `Product picture text "${text}" has characters the font lacks: ${missing.map((character) => `U+${character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`).join(', ')}`,
          );
        }
        let uses = '';
        glyphs.forEach((glyph, index) => {
          const key = `${weight}/${glyph.index}`;
          let definition = definitions.get(key);
          if (!definition) {
            definition = {
              id: `g${definitions.size.toString(36)}`,
              path: withoutStandingLines(glyph.getPath(0, 0, GLYPH_SIZE).toPathData(0)),
            };
            definitions.set(key, definition);
          }
          if (definition.path) uses += `<use href="#${definition.id}" x="${Math.round(x)}" y="${y}"/>`;
          const next = glyphs[index + 1];
          x += (glyph.advanceWidth + (next ? font.getKerningValue(glyph, next) : 0)) * scale;
        });
        if (!uses) return '';
        const fill = attributeOf(attributes, 'fill') ?? 'black';
        const clip = attributeOf(attributes, 'clip-path');
        const scaled = `<g fill="${fill}" transform="scale(${round3(factor)})">${uses}</g>`;
        // A clip path is in the coordinates of the element that names it: outside the scaling.
        return clip ? `<g clip-path="${clip}">${scaled}</g>` : scaled;
      })(),
    );
  }
  pieces.push(svg.slice(last));
  const body = (await Promise.all(pieces)).join('');
  const defs = [...definitions.values()]
    .filter((definition) => definition.path)
    .map((definition) => `<path id="${definition.id}" d="${definition.path}"/>`)
    .join('');
  const record = Number.isFinite(smallest) ? ` data-min-font-size="${round3(smallest)}"` : '';
  return body.replace(/^<svg([^>]*)>/, `<svg$1${record}><defs>${defs}</defs>`);
}
