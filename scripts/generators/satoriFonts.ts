/**
 * Inter for satori, from the @fontsource/inter package (local woff files: satori reads woff, not
 * woff2), loaded once per process. Used by the Open Graph images and the product pictures.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type satori from 'satori';

const require = createRequire(import.meta.url);
const fontFile = (weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

export type SatoriFonts = Parameters<typeof satori>[1]['fonts'];

let fonts: Promise<SatoriFonts> | undefined;
export const loadInter = () =>
  (fonts ??= Promise.all(
    ([400, 600, 700] as const).map(async (weight) => ({
      name: 'Inter',
      data: await readFile(fontFile(weight)),
      weight,
      style: 'normal' as const,
    })),
  ));

// satori takes a React-element-like tree; plain objects keep these scripts free of JSX.
export const el = (type: string, style: Record<string, unknown>, children?: unknown) => ({
  type,
  props: { style, children },
});
