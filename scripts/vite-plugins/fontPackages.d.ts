// subset-font and fontverter ship no types (DefinitelyTyped's subset-font lacks `keepFeatures`): the
// parts this project uses.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** OpenType feature tags to keep; every other feature is dropped. */
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  export function convert(font: Buffer, format: 'truetype' | 'woff' | 'woff2' | 'sfnt'): Promise<Buffer>;
}
