import createCache, { type StylisElement, type StylisPlugin } from '@emotion/cache';

/**
 * The properties that still need a `-webkit-` spelling in a browser the es2022 build runs in (Safari
 * 16.4+, Chrome 94+, Firefox 93+): Safari's user-select, text-size-adjust, hyphens and backdrop-filter
 * (before 18), Chrome's mask and print-color-adjust, both's box-decoration-break.
 */
const WEBKIT_SPELLED =
  /^(user-select|text-size-adjust|hyphens|backdrop-filter|mask(-[a-z-]+)?|print-color-adjust|box-decoration-break)$/;

/**
 * Emotion's default prefixer writes the prefixes of browsers from before flexbox too (-ms-flexbox,
 * -webkit-box-align, -moz-transform ...): about a fifth of a page's inline styles, 0.3 KB after brotli
 * of every first response (docs/performance.md). This one adds only the `-webkit-` spellings above
 * (and `-webkit-background-clip: text`, which Chrome needs before 120).
 */
export function webkitPrefixes(element: StylisElement): void {
  if (element.type !== 'decl' || element.return) return;
  if (
    WEBKIT_SPELLED.test(String(element.props)) ||
    (element.props === 'background-clip' && element.children === 'text')
  )
    element.return = `-webkit-${element.value}${element.value}`;
}

/** The query MUI writes for a responsive value's `xs` entry: every viewport and every medium match it. */
const EVERY_WIDTH = '@media (min-width:0px)';

/**
 * Writes the rule an `xs` breakpoint value wraps in `@media (min-width:0px)` on its own, in the same
 * place: it applies everywhere either way, and the wrapper is 38 of them on the home page. Only a wrapper
 * of one rule (or one nested query) is unwrapped: the browser's sheet inserts each output as one rule.
 * The class names do not change: emotion hashes the styles before stylis writes them.
 */
export const unwrapEveryWidth: StylisPlugin = (element, _index, _siblings, callback) => {
  if (element.type !== '@media' || element.value !== EVERY_WIDTH || typeof element.children === 'string')
    return;
  const children = element.children;
  const written = children.filter((child) => !(child.type === 'rule' && child.children.length === 0));
  if (written.length !== 1) return;
  // Written as a declaration is written: its output is taken as it is.
  element.return = children.map((child, index) => callback(child, index, children, callback) ?? '').join('');
  element.type = 'decl';
};

/** The site's style cache, the same in the prerender and in the browser, so their rules match. */
export const createSiteStyleCache = () =>
  createCache({ key: 'css', stylisPlugins: [unwrapEveryWidth, webkitPrefixes] });
