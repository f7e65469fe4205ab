import { HEADER_FADE_PX } from '@/lib/config/themeTokens';

/** SPEC 2: the header's background opacity rises linearly from 0 to 1 over the first 72 px of scroll. */
export function headerBackgroundOpacity(scrollY: number): number {
  if (!(scrollY > 0)) return 0;
  return Math.min(scrollY / HEADER_FADE_PX, 1);
}

/**
 * What whiteHeader changes: a whiteHeader page (light content right under the header) starts with a
 * solid white bar, so the links never sit on page text; any other page starts transparent over its hero
 * and the white fades in as it scrolls. In both, the divider line and shadow fade in with scroll,
 * and the text stays dark (the site's heroes are light), so contrast holds at every opacity.
 */
export function headerAppearance(whiteHeader: boolean, scrollY: number) {
  const scrolled = headerBackgroundOpacity(scrollY);
  return { backgroundOpacity: whiteHeader ? 1 : scrolled, edgeOpacity: scrolled };
}
