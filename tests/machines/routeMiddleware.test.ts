import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RouteRules } from '../../contract/routeRules';
import { LOADING_OVERLAY_CLOSE_DELAY_MS } from '../../machines/constants';
import { explorations } from '../../machines/coverage/explorations';
import {
  type LeaveRequest,
  type RouteCheck,
  type RouteMiddlewareError,
  type RouteMiddlewareInput,
  routeMiddlewareMachine,
} from '../../machines/routeMiddleware';
import { flushPromises } from '../helpers/deferred';
import { expectFullCoverage } from '../helpers/modelPaths';
import { OFF_SITE_PATHS } from '../helpers/offSitePaths';

const origin = 'https://site.example';
const rules: RouteRules = {
  trailingSlash: 'strip',
  redirects: [
    { from: '/ecommerce', to: '/eCommerce' },
    { from: '/docs', to: 'https://docs.example.com' },
    { from: '/loop-a', to: '/loop-b' },
    { from: '/loop-b', to: '/loop-a' },
  ],
};
const pages = new Set(['/', '/eCommerce', '/pricing']);

/** The route table of the tests: three pages; /blog/draft rejects with 410. */
async function validate({ path }: { path: string }): Promise<RouteCheck> {
  if (path === '/blog/draft') return { accepted: false, status: 410, message: 'This post was withdrawn' };
  if (path === '/blog/unknown') return { accepted: false };
  return { accepted: true, matched: pages.has(path) };
}

function start(
  options: {
    input?: Partial<RouteMiddlewareInput>;
    loadPage?: (input: { path: string }) => Promise<void>;
    leavePage?: (input: LeaveRequest) => Promise<void>;
    provideValidate?: boolean;
  } = {},
) {
  const spies = {
    commitHistory: vi.fn((_: unknown, _params: { href: string; history: string }) => {}),
    requestRules: vi.fn(),
    logInternalError: vi.fn((_: unknown, _params: { error: unknown }) => {}),
    loadingStarted: vi.fn(),
    loadingFinished: vi.fn(),
    loadingFailed: vi.fn(),
    pageLoadFailed: vi.fn((_: unknown, _params: { href: string; path: string }) => {}),
    scrollToPage: vi.fn((_: unknown, _params: { hash: string }) => {}),
  };
  const loadPage = vi.fn(options.loadPage ?? (async () => {}));
  const leavePage = vi.fn(options.leavePage ?? (async () => {}));
  const machine = routeMiddlewareMachine.provide({
    actors: {
      ...(options.provideValidate === false
        ? {}
        : { validateRoute: fromPromise(({ input }) => validate(input)) }),
      loadPage: fromPromise(({ input }) => loadPage(input)),
      leavePage: fromPromise(({ input }) => leavePage(input)),
    },
    actions: spies,
  });
  const actor = createActor(machine, { input: { origin, ...options.input } }).start();
  return { actor, loadPage, leavePage, ...spies };
}

const lastError = (spy: ReturnType<typeof start>['logInternalError']) =>
  String((spy.mock.calls.at(-1)?.[1].error as Error | undefined)?.message);

/** The last logged internal error's class name and code. */
const lastErrorKind = (spy: ReturnType<typeof start>['logInternalError']) => {
  const error = spy.mock.calls.at(-1)?.[1].error as RouteMiddlewareError | undefined;
  return { name: error?.name, code: error?.code };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('routeMiddlewareMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.routeMiddleware.machine, explorations.routeMiddleware.options);
  });

  it('runs validate, then redirect, then loads the page and commits a new history entry', async () => {
    const nav = start();
    nav.actor.send({ type: 'route.rules.loaded', rules });
    nav.actor.send({ type: 'route.navigate', to: '/pricing?plan=team#faq' });
    expect(nav.actor.getSnapshot().value).toBe('validating');
    await flushPromises();
    expect(nav.loadPage).toHaveBeenCalledWith({ path: '/pricing' });
    expect(nav.actor.getSnapshot().value).toBe('ready');
    expect(nav.commitHistory.mock.calls[0]?.[1]).toEqual({ href: '/pricing?plan=team#faq', history: 'push' });
    expect(nav.scrollToPage.mock.calls[0]?.[1]).toEqual({ hash: '#faq', history: 'push' });
    expect(nav.loadingStarted).toHaveBeenCalledTimes(1);
    expect(nav.loadingFinished).toHaveBeenCalledTimes(1);
    expect(nav.actor.getSnapshot().context.outcome).toEqual({ kind: 'page', path: '/pricing' });
  });

  it('a route rejecting with a status shows that status and its message', async () => {
    const nav = start();
    nav.actor.send({ type: 'route.navigate', to: '/blog/draft' });
    await flushPromises();
    expect(nav.actor.getSnapshot().value).toBe('rejected');
    expect(nav.actor.getSnapshot().context.outcome).toEqual({
      kind: 'error',
      path: '/blog/draft',
      status: 410,
      message: 'This post was withdrawn',
    });
    expect(nav.loadPage).not.toHaveBeenCalled();
    expect(nav.scrollToPage.mock.calls[0]?.[1]).toEqual({ hash: '', history: 'push' });
  });

  it('a rejection without a status is 404 "Page Not Found: {path}"', async () => {
    const nav = start();
    nav.actor.send({ type: 'route.navigate', to: '/blog/unknown' });
    await flushPromises();
    expect(nav.actor.getSnapshot().context.outcome).toEqual({
      kind: 'error',
      path: '/blog/unknown',
      status: 404,
      message: 'Page Not Found: /blog/unknown',
    });
    expect(nav.commitHistory.mock.calls[0]?.[1]).toEqual({ href: '/blog/unknown', history: 'push' });
  });

  it('redirects to a path on the site client-side, keeping the query; a link adds one entry', async () => {
    const nav = start();
    nav.actor.send({ type: 'route.rules.loaded', rules });
    nav.actor.send({ type: 'route.navigate', to: '/ecommerce/?ref=ad' });
    await flushPromises();
    expect(nav.actor.getSnapshot().value).toBe('ready');
    expect(nav.commitHistory).toHaveBeenCalledTimes(1);
    expect(nav.commitHistory.mock.calls[0]?.[1]).toEqual({ href: '/eCommerce?ref=ad', history: 'push' });
    expect(nav.actor.getSnapshot().context.outcome).toEqual({ kind: 'page', path: '/eCommerce' });
  });

  it('replaces the entry when the browser is already on the old path (first load, back/forward)', async () => {
    const nav = start();
    nav.actor.send({ type: 'route.rules.loaded', rules });
    nav.actor.send({ type: 'route.navigate', to: '/ecommerce', history: true });
    await flushPromises();
    expect(nav.commitHistory.mock.calls[0]?.[1]).toEqual({ href: '/eCommerce', history: 'replace' });
  });

  it.each(OFF_SITE_PATHS)('the browser on %s stays on the site: no full page load', async (path) => {
    const nav = start();
    nav.actor.send({ type: 'route.rules.loaded', rules });
    nav.actor.send({ type: 'route.navigate', to: path, history: true });
    await flushPromises();
    expect(nav.leavePage).not.toHaveBeenCalled();
    for (const [, { href }] of nav.commitHistory.mock.calls) {
      expect(new URL(href, `${origin}/`).origin).toBe(origin);
      expect(href).toMatch(/^\/(?![/\\])/);
    }
  });

  it('reads //evil.com/ as the path /evil.com/, whose rule strips the slash', async () => {
    const nav = start();
    nav.actor.send({ type: 'route.rules.loaded', rules });
    nav.actor.send({ type: 'route.navigate', to: '//evil.com/', history: true });
    await flushPromises();
    expect(nav.commitHistory.mock.calls.at(-1)?.[1]).toEqual({ href: '/evil.com', history: 'replace' });
    expect(nav.actor.getSnapshot().context.outcome).toEqual({ kind: 'page', path: '/evil.com' });
  });

  it('waits for the manifest for a path that is no page, and asks for it at once', async () => {
    const nav = start();
    nav.actor.send({ type: 'route.navigate', to: '/ecommerce' });
    await flushPromises();
    expect(nav.actor.getSnapshot().value).toBe('awaitingRules');
    expect(nav.requestRules).toHaveBeenCalledTimes(1);
    nav.actor.send({ type: 'route.rules.loaded', rules });
    await flushPromises();
    expect(nav.actor.getSnapshot().context.outcome).toEqual({ kind: 'page', path: '/eCommerce' });
  });

  it('renders a page without waiting for the manifest', async () => {
    const nav = start();
    nav.actor.send({ type: 'route.navigate', to: '/pricing' });
    await flushPromises();
    expect(nav.actor.getSnapshot().value).toBe('ready');
    expect(nav.requestRules).not.toHaveBeenCalled();
  });

  it('applies a rule whose source is a page path from the first navigation with the rules the page carries', async () => {
    // /pricing is a page: without rules it renders at once; the page's own rules redirect it.
    const pageRules: RouteRules = { ...rules, redirects: [{ from: '/pricing', to: '/eCommerce' }] };
    const nav = start({ input: { rules: pageRules } });
    nav.actor.send({ type: 'route.navigate', to: '/pricing' });
    await flushPromises();
    expect(nav.actor.getSnapshot().context.outcome).toEqual({ kind: 'page', path: '/eCommerce' });
    expect(nav.requestRules).not.toHaveBeenCalled();
  });

  it('goes on without rules when the manifest is unavailable', async () => {
    const nav = start();
    nav.actor.send({ type: 'route.navigate', to: '/old-page' });
    await flushPromises();
    nav.actor.send({ type: 'route.rules.unavailable' });
    await flushPromises();
    expect(nav.actor.getSnapshot().value).toBe('ready');
    expect(nav.actor.getSnapshot().context.outcome).toEqual({ kind: 'page', path: '/old-page' });
  });

  it('redirects to an absolute URL with a full page load under the overlay, closed 400 ms after', async () => {
    const nav = start();
    nav.actor.send({ type: 'route.rules.loaded', rules });
    nav.actor.send({ type: 'route.navigate', to: '/docs' });
    await flushPromises();
    expect(nav.leavePage).toHaveBeenCalledWith({ url: 'https://docs.example.com', newTab: false });
    expect(nav.actor.getSnapshot().value).toBe('closingOverlay');
    expect(nav.actor.getSnapshot().context.leavingTo).toBe('https://docs.example.com');
    await vi.advanceTimersByTimeAsync(LOADING_OVERLAY_CLOSE_DELAY_MS - 1);
    expect(nav.actor.getSnapshot().context.leavingTo).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(nav.actor.getSnapshot().value).toBe('idle');
    expect(nav.actor.getSnapshot().context.leavingTo).toBeNull();
    expect(nav.commitHistory).not.toHaveBeenCalled();
  });

  it('refuses an external URL without { external: true }: logged, nothing else happens', async () => {
    const nav = start();
    nav.actor.send({ type: 'route.navigate', to: 'https://elsewhere.example/offer' });
    await flushPromises();
    expect(nav.actor.getSnapshot().value).toBe('refused');
    expect(nav.leavePage).not.toHaveBeenCalled();
    expect(nav.commitHistory).not.toHaveBeenCalled();
    expect(lastError(nav.logInternalError)).toBe(
      'Refused to navigate to the external URL https://elsewhere.example/offer: pass { external: true } to leave the site',
    );
    expect(lastErrorKind(nav.logInternalError)).toEqual({
      name: 'RouteMiddlewareError',
      code: 'refusedExternal',
    });
  });

  it('treats an absolute URL on the site itself as a site path', async () => {
    const nav = start();
    nav.actor.send({ type: 'route.navigate', to: `${origin}/pricing` });
    await flushPromises();
    expect(nav.actor.getSnapshot().context.outcome).toEqual({ kind: 'page', path: '/pricing' });
  });

  it('leaves for an external URL with the opt-in (ARP hand-off, new tab), failure logged only', async () => {
    const failure = new Error('blocked');
    const nav = start({ leavePage: async () => Promise.reject(failure) });
    nav.actor.send({
      type: 'route.navigate',
      to: '/arp/modules/aden-ai-form?t=abc',
      external: true,
      newTab: true,
    });
    await flushPromises();
    expect(nav.leavePage).toHaveBeenCalledWith({ url: '/arp/modules/aden-ai-form?t=abc', newTab: true });
    expect(nav.logInternalError.mock.calls[0]?.[1]).toEqual({ error: failure });
    expect(nav.actor.getSnapshot().value).toBe('closingOverlay');
    await vi.advanceTimersByTimeAsync(LOADING_OVERLAY_CLOSE_DELAY_MS);
    expect(nav.actor.getSnapshot().value).toBe('idle');
  });

  it('a page whose code fails to load shows the error page and reports the failure', async () => {
    const nav = start({
      loadPage: async () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
    });
    nav.actor.send({ type: 'route.navigate', to: '/pricing?x=1' });
    await flushPromises();
    expect(nav.actor.getSnapshot().value).toBe('loadFailed');
    expect(nav.loadingFailed).toHaveBeenCalledTimes(1);
    expect(nav.pageLoadFailed.mock.calls[0]?.[1]).toEqual({ href: '/pricing?x=1', path: '/pricing' });
    expect(nav.actor.getSnapshot().context.outcome).toEqual({
      kind: 'error',
      path: '/pricing',
      status: 500,
      message: 'This page could not be loaded. Please check your connection and try again.',
    });
  });

  it('a newer navigation replaces one still loading', async () => {
    let release: () => void = () => {};
    const nav = start({
      loadPage: ({ path }) =>
        path === '/pricing' ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve(),
    });
    nav.actor.send({ type: 'route.navigate', to: '/pricing' });
    await flushPromises();
    expect(nav.actor.getSnapshot().value).toBe('loading');
    nav.actor.send({ type: 'route.navigate', to: '/' });
    await flushPromises();
    release();
    await flushPromises();
    expect(nav.commitHistory).toHaveBeenCalledTimes(1);
    expect(nav.actor.getSnapshot().context.outcome).toEqual({ kind: 'page', path: '/' });
  });

  describe('internal errors (SPEC 8)', () => {
    it('an unknown middleware', async () => {
      const nav = start({ input: { middleware: ['validate', 'auth'] } });
      nav.actor.send({ type: 'route.navigate', to: '/pricing' });
      await flushPromises();
      expect(nav.actor.getSnapshot().value).toBe('failed');
      expect(lastError(nav.logInternalError)).toBe(
        'Unknown route middleware "auth"; known: validate, redirect',
      );
      expect(lastErrorKind(nav.logInternalError)).toEqual({
        name: 'RouteMiddlewareError',
        code: 'unknownMiddleware',
      });
      expect(nav.loadPage).not.toHaveBeenCalled();
    });

    it('an actor that is not available', async () => {
      const nav = start({ provideValidate: false });
      nav.actor.send({ type: 'route.navigate', to: '/pricing' });
      await flushPromises();
      expect(nav.actor.getSnapshot().value).toBe('failed');
      expect(nav.actor.getSnapshot().context.error).toBe(
        'Route middleware: the "validateRoute" actor is not available',
      );
      expect(lastErrorKind(nav.logInternalError)).toEqual({
        name: 'RouteMiddlewareError',
        code: 'actorUnavailable',
      });
    });

    it('route rules that redirect in a loop', async () => {
      const nav = start();
      nav.actor.send({ type: 'route.rules.loaded', rules });
      nav.actor.send({ type: 'route.navigate', to: '/loop-a' });
      for (let i = 0; i < 10; i++) await flushPromises();
      expect(nav.actor.getSnapshot().value).toBe('failed');
      expect(lastError(nav.logInternalError)).toBe('Route rules redirect /loop-b more than 5 times');
      expect(lastErrorKind(nav.logInternalError)).toEqual({
        name: 'RouteMiddlewareError',
        code: 'redirectLoop',
      });
      expect(nav.commitHistory).not.toHaveBeenCalled();
    });

    it('a page loader that is not available: the error page, as for a chunk that fails', async () => {
      const pageLoadFailed = vi.fn((_: unknown, _params: { href: string; path: string }) => {});
      const machine = routeMiddlewareMachine.provide({
        actors: { validateRoute: fromPromise(({ input }) => validate(input)) },
        actions: { pageLoadFailed },
      });
      const actor = createActor(machine, { input: { origin } }).start();
      actor.send({ type: 'route.navigate', to: '/pricing' });
      await flushPromises();
      expect(actor.getSnapshot().value).toBe('loadFailed');
      expect(pageLoadFailed.mock.calls[0]?.[1]).toEqual({ href: '/pricing', path: '/pricing' });
    });

    it('a way to leave the site that is not available: logged, and the overlay closes', async () => {
      const logInternalError = vi.fn((_: unknown, _params: { error: unknown }) => {});
      const actor = createActor(routeMiddlewareMachine.provide({ actions: { logInternalError } }), {
        input: { origin },
      }).start();
      actor.send({ type: 'route.navigate', to: 'https://arp.example/onboarding', external: true });
      await flushPromises();
      expect(actor.getSnapshot().value).toBe('closingOverlay');
      expect(lastError(logInternalError)).toBe('Route middleware: the "leavePage" actor is not available');
    });
  });

  describe('with the redirect middleware alone (no validate)', () => {
    it('starts idle, with nothing asked for and nothing shown', () => {
      const nav = start({ input: { middleware: ['redirect'] } });
      expect(nav.actor.getSnapshot().value).toBe('idle');
      expect(nav.actor.getSnapshot().context).toEqual({
        middleware: ['redirect'],
        origin,
        step: 0,
        request: null,
        matched: false,
        redirects: 0,
        rules: null,
        rulesUnavailable: false,
        outcome: null,
        leavingTo: null,
        newTab: false,
        error: null,
      });
    });

    it('knows no page, so it waits for the manifest even for a page path', async () => {
      const nav = start({ input: { middleware: ['redirect'] } });
      nav.actor.send({ type: 'route.navigate', to: '/pricing' });
      await flushPromises();
      expect(nav.actor.getSnapshot().value).toBe('awaitingRules');
      expect(nav.requestRules).toHaveBeenCalledTimes(1);
      expect(nav.loadPage).not.toHaveBeenCalled();
    });

    it('holds no page verdict for the redirected path either', async () => {
      const nav = start({ input: { middleware: ['redirect'], rules } });
      nav.actor.send({ type: 'route.navigate', to: '/ecommerce' });
      await flushPromises();
      expect(nav.actor.getSnapshot().value).toBe('ready');
      expect(nav.actor.getSnapshot().context).toMatchObject({ matched: false, redirects: 1 });
      expect(nav.actor.getSnapshot().context.outcome).toEqual({ kind: 'page', path: '/eCommerce' });
    });
  });
});
