/**
 * The site's icon inline in the head of the site's page, as a data: URL of `public/favicon.svg`, in the
 * dev server and the build alike. Linked by path, the browser fetches it while the page is first
 * painted, on a connection of its own: one request more on the largest paint's path as Lighthouse
 * models it (a round trip, 150 ms in its mobile model, on every page). The file stays for what links it
 * by path (the server's own pages, the flow lab) and for `favicon.ico` (decision 0014).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { replaceOnSitePage } from './sitePageHtml.ts';

const ICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';

/**
 * The icon as a data: URL (an SVG in a URL needs no base64). Only what a valid URL or the attribute
 * cannot hold is percent-encoded (`<`, `>`, `#`, `%` and the space, which the HTML checker rejects in
 * an `href`), and the SVG's own quotes become single ones: the words stay words, which brotli finds in
 * the rest of the page, and every page's first response carries it.
 */
export function faviconDataUrl(svg: string): string {
  const text = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<> ]/g, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${text}`;
}

export function inlineFavicon(): Plugin {
  let root = process.cwd();
  return {
    name: 'aden-inline-favicon',
    configResolved(config) {
      root = config.root;
    },
    // The site's page only: the flow lab links the file.
    transformIndexHtml: replaceOnSitePage(ICON_LINK, 'icon link to inline', () => {
      const svg = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
      return `<link rel="icon" href="${faviconDataUrl(svg)}" type="image/svg+xml" />`;
    }),
  };
}
