import { describe, expect, it } from 'vitest';
import { isHeaderHidden } from '../../../src/app/headerVisibility';
import { resolveRoute } from '../../../src/app/resolveRoute';
import { routes } from '../../../src/app/router';
import { errorTitle } from '../../../src/components/ErrorPage';
import { documentTitle } from '../../../src/lib/seo/seo';

const SPEC_ROUTES = [
  '/',
  '/accounting',
  '/ai-form',
  '/blog',
  '/blog/:slug',
  '/business-processes',
  '/business-processes/:slug',
  '/case-studies/:slug',
  '/contact',
  '/contracting',
  '/customer/:slug',
  '/customers',
  '/eCommerce',
  '/employee/:id',
  '/form-submit-result',
  '/integration-process/:integration/:process',
  '/integrations',
  '/integrations/:slug',
  '/inventory-management',
  '/module-training',
  '/online-form/:id',
  '/pricing',
  '/privacy',
  '/terms-of-service',
  '/professionalServices',
  '/project-management',
  '/RoiCalculator',
  '/sitemaps/:section',
  '/workforce',
];

// SPEC 2: pages that carry the whiteHeader flag.
/** Routes of our own beyond SPEC.md section 2: a page per blog tag, so the filter works without JavaScript. */
// The blog's tag pages, and the company and security pages a buyer checks us by.
const OUR_ROUTES = ['/blog/tag/:tag', '/company', '/security'];

const WHITE_HEADER = [
  '/blog/tag/:tag',
  '/',
  '/accounting',
  '/blog',
  '/blog/:slug',
  '/business-processes',
  '/business-processes/:slug',
  '/contracting',
  '/customer/:slug',
  '/integrations',
  '/integrations/:slug',
  '/inventory-management',
  '/module-training',
  '/pricing',
  '/project-management',
];

describe('the route table', () => {
  it('has exactly the routes of SPEC.md section 2, and the pages we add', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...OUR_ROUTES, ...SPEC_ROUTES].sort());
  });

  it('flags the white-header pages', () => {
    const flagged = routes.filter((route) => route.whiteHeader).map((route) => route.path);
    expect(flagged.sort()).toEqual([...WHITE_HEADER].sort());
  });

  it('resolves a path with parameters', () => {
    const resolution = resolveRoute('/integration-process/quickbooks/order-to-cash');
    expect(resolution.kind).toBe('page');
    if (resolution.kind === 'page') {
      expect(resolution.params).toMatchObject({ integration: 'quickbooks', process: 'order-to-cash' });
    }
  });

  it('is case-sensitive, as the spec paths are', () => {
    expect(resolveRoute('/eCommerce').kind).toBe('page');
    expect(resolveRoute('/ecommerce').kind).toBe('error');
  });

  it('gives "Page not found: {path}" with 404 for an unmatched path', () => {
    expect(resolveRoute('/nowhere')).toMatchObject({
      kind: 'error',
      status: 404,
      message: 'Page not found: /nowhere',
    });
  });

  it('leaves slugs of content routes to their payload (an unknown one is a 404 by its missing payload)', () => {
    // The route table holds nothing of the content; the page-data flow answers "Page Not Found: {path}".
    expect(resolveRoute('/blog/missing')).toMatchObject({ kind: 'page', params: { slug: 'missing' } });
    expect(
      routes
        .filter((route) => route.path.includes(':') && route.data)
        .map((route) => route.path)
        .sort(),
    ).toEqual([
      '/blog/:slug',
      '/blog/tag/:tag',
      '/business-processes/:slug',
      '/case-studies/:slug',
      '/customer/:slug',
      '/integration-process/:integration/:process',
      '/integrations/:slug',
      '/sitemaps/:section',
    ]);
  });

  it('titles the error page by status', () => {
    expect(errorTitle(404)).toBe('Page Not Found');
    expect(errorTitle(500)).toBe('Internal Server Error');
    expect(errorTitle(503)).toBe('Internal Server Error');
  });

  it('suffixes titles except on the home page', () => {
    expect(documentTitle({ title: 'Pricing' }, '/pricing')).toBe('Pricing | Aden');
    expect(documentTitle({ title: 'Aden' }, '/')).toBe('Aden');
  });

  it('hides the header under the configured prefixes only', () => {
    expect(isHeaderHidden('/online-form/3')).toBe(true);
    expect(isHeaderHidden('/form-submit-result')).toBe(true);
    expect(isHeaderHidden('/online-formula')).toBe(false);
    expect(isHeaderHidden('/pricing')).toBe(false);
  });
});
