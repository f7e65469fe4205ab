/**
 * The brand's colours, once: the theme (theme.ts) builds its palette from them, and the pictures
 * drawn at build time (scripts/generators/pictures) and the Open Graph images
 * (scripts/build/ogImagePng.ts) use them, so a picture and the page around it never drift apart.
 */
export const brandColours = {
  ink: '#14142b',
  text: '#4e4b66',
  brand: '#3f3cbb',
  brandDark: '#2f2c99',
  brandLight: '#6b68d6',
  teal: '#0b7a75',
  info: '#0b5cad',
  ok: '#1b6e3a',
  alert: '#8a4b00',
  critical: '#b3261e',
  white: '#ffffff',
  /** The tinted surface: a muted band, and a card or panel on a white band (docs/decisions/0175). */
  surface: '#f3f3f8',
  /** A chart's baseline: quiet beside the series it carries. */
  axis: '#c4c8d0',
} as const;

/** The light surfaces and status tints the pictures draw with (each status colour reads on its tint). */
export const pictureColours = {
  ...brandColours,
  line: '#e6e5f0',
  canvas: '#f7f7fb',
  card: brandColours.white,
  brandTint: '#ecebfb',
  okTint: '#e3f3e8',
  alertTint: '#fdf0dc',
  criticalTint: '#fbe7e5',
  focusTint: '#e0f2f1',
  neutralTint: '#efeff5',
} as const;

/** A colour of this module seen through: `withOpacity(brandColours.white, 0.5)` is "rgba(255, 255, 255, 0.5)". */
export function withOpacity(hex: string, opacity: number): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgba(${channels.join(', ')}, ${opacity})`;
}
