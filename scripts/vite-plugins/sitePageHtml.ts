import type { IndexHtmlTransform } from 'vite';

/**
 * An index.html hook, run before Vite's own, that puts `replacement()` in place of `marker` in the
 * site's page; the flow lab (src/flow-lab/index.html) keeps its own head. A site page without the
 * marker fails the build, naming the page and `missing`.
 */
export function replaceOnSitePage(
  marker: string,
  missing: string,
  replacement: () => string,
): IndexHtmlTransform {
  return {
    order: 'pre',
    handler(html, context) {
      if (context.filename.includes('flow-lab')) return html;
      if (!html.includes(marker)) throw new Error(`${context.filename} has no ${missing}`);
      return html.replace(marker, replacement());
    },
  };
}
