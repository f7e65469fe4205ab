/**
 * The site's one type scale: every text is set at one of these eight sizes (rem of a 16 px root), in
 * one of three weights. The theme's variants are built from it (src/theme/theme.ts); a component that
 * sets a size or weight of its own takes it from here (docs/content.md, "Style guide").
 */
export const fontSizes = {
  /** 12 px: eyebrows, badges, fine print */
  xs: '0.75rem',
  /** 14 px: secondary text, captions, navigation, small buttons */
  sm: '0.875rem',
  /** 16 px: body text, buttons */
  md: '1rem',
  /** 18 px: reading text (posts, long paragraphs), leads on phones, card titles on phones */
  lg: '1.125rem',
  /** 20 px: card titles (h3), leads on wide screens */
  xl: '1.25rem',
  /** 24 px: h2 on phones, quotes, the logo */
  '2xl': '1.5rem',
  /** 32 px: h2, h1 on phones, key figures */
  '3xl': '2rem',
  /** 48 px: h1 on wide screens */
  '4xl': '3rem',
} as const;

export const fontWeights = { regular: 400, semibold: 600, bold: 700 } as const;

const weights = Object.values(fontWeights);
/**
 * The span of the weights, lightest to boldest: the site's font file is cut to it, and every face of
 * the family declares it, since a browser matches weight before unicode-range and would not look past
 * a face whose declared weights fit better (scripts/vite-plugins/latinFontSubset.ts).
 */
export const fontWeightSpan = { min: Math.min(...weights), max: Math.max(...weights) };
export const fontWeightDescriptor = `${fontWeightSpan.min} ${fontWeightSpan.max}`;
