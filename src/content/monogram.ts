import type { Monogram } from './schema';

/**
 * A neutral monogram logo as an SVG document: rounded square, the letters centred. Used for
 * integration and customer logos instead of anyone's trademark artwork.
 */
export function monogramSvg({ letters, background, foreground }: Monogram, size = 64): string {
  const fontSize = letters.length === 1 ? 30 : letters.length === 2 ? 24 : 18;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64" role="img">` +
    `<rect width="64" height="64" rx="14" fill="${background}"/>` +
    `<text x="32" y="33" dominant-baseline="middle" text-anchor="middle" fill="${foreground}" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${fontSize}" font-weight="700" ` +
    `letter-spacing="0.5">${letters.replace('&', '&amp;')}</text></svg>`
  );
}
