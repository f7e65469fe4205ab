import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { replaceOnSitePage } from '../../../scripts/vite-plugins/sitePageHtml';

const hook = replaceOnSitePage('<!--mark-->', 'mark to fill', () => '<b>filled</b>');
const run = (html: string, filename: string) => {
  if (typeof hook === 'function') throw new Error('the hook runs before Vite’s own, so it carries an order');
  const context = { filename, path: '/' } as IndexHtmlTransformContext;
  // The hook reads no plugin context: Vite's own is not needed to run it.
  return hook.handler.call(undefined as never, html, context);
};

describe('replaceOnSitePage', () => {
  it('runs before Vite’s own hooks and fills the marker of the site’s page', () => {
    expect(typeof hook === 'object' && hook.order).toBe('pre');
    expect(run('<head><!--mark--></head>', '/repo/index.html')).toBe('<head><b>filled</b></head>');
  });

  it('leaves the flow lab’s page as it is, marker or not', () => {
    expect(run('<head><!--mark--></head>', '/repo/src/flow-lab/index.html')).toBe('<head><!--mark--></head>');
  });

  it('fails a site page without the marker, naming the page and what it lacks', () => {
    expect(() => run('<head></head>', '/repo/index.html')).toThrow('/repo/index.html has no mark to fill');
  });
});
