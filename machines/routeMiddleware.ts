import { assign, fromPromise, setup } from 'xstate';
import { rejectMessage } from '../contract/messages';
import {
  collapseLeadingSlashes,
  isAbsoluteUrl,
  MAX_REDIRECTS,
  matchRouteRule,
  type RouteRules,
  withSearch,
} from '../contract/routeRules';
import { LOADING_OVERLAY_CLOSE_DELAY_MS } from './constants';
import { errorMessage } from './errorMessage';
import type { WordsFor } from './words';

// The route middleware (SPEC 4 'Route change', 5, 8, 9). Every navigation (a link, navigate(), back
// and forward, the first load) runs the middleware in order: `validate` (the route may reject with a
// status, default 404, "Page Not Found: {path}"), then `redirect` (the build manifest's route rules:
// a path on this site is a client-side navigation replacing the history entry; an absolute URL is a
// full page load). Then the page's code (and payload) is loaded and the navigation is committed.
// An external URL is refused unless the caller opts in with `{ external: true }`; such hand-offs
// (ARP) and absolute redirects leave through `leaving`, under the loading overlay.

/** The middleware this machine knows, in the order the site runs them. */
export const ROUTE_MIDDLEWARE = ['validate', 'redirect'] as const;
export type RouteMiddlewareName = (typeof ROUTE_MIDDLEWARE)[number];

/** SPEC 5: the status of a rejected navigation when the route gives none. */
export const DEFAULT_REJECT_STATUS = 404;

/** An internal error of the navigation machinery (SPEC 8): logged, never a page the visitor caused. */
export class RouteMiddlewareError extends Error {
  constructor(
    readonly code:
      | 'unknownMiddleware'
      | 'actorUnavailable'
      | 'contextUnavailable'
      | 'refusedExternal'
      | 'redirectLoop',
    message: string,
  ) {
    super(message);
    this.name = 'RouteMiddlewareError';
  }
}

export const unknownMiddleware = (name: string) =>
  new RouteMiddlewareError(
    'unknownMiddleware',
    `Unknown route middleware "${name}"; known: ${ROUTE_MIDDLEWARE.join(', ')}`,
  );
export const actorUnavailable = (name: string) =>
  new RouteMiddlewareError('actorUnavailable', `Route middleware: the "${name}" actor is not available`);
export const contextUnavailable = (what: string) =>
  new RouteMiddlewareError('contextUnavailable', `Route middleware: ${what} is not available`);

export interface RouteMiddlewareInput {
  /** Middleware names, in order (default ROUTE_MIDDLEWARE). An unknown name is an internal error. */
  middleware?: readonly string[];
  /** The site's origin (https://example.com): absolute URLs on it are site paths, others external. */
  origin: string;
  /** Route rules known from the start (a test's, the lab's); the site's arrive with the build manifest. */
  rules?: RouteRules | null;
}

/** What the `validate` middleware answers for a path: accepted, or rejected with a status. */
export type RouteCheck =
  | { accepted: true; matched: boolean }
  | { accepted: false; status?: number; message?: string };

/** How a committed navigation changes the history: a new entry, in place, or not at all (back/forward, first load). */
export type HistoryMode = 'push' | 'replace' | 'none';

export interface NavigationRequest {
  path: string;
  /** '' or '?a=b' */
  search: string;
  /** '' or '#section' */
  hash: string;
  history: HistoryMode;
}

export type RouteOutcome =
  | { kind: 'page'; path: string }
  | { kind: 'error'; path: string; status: number; message: string };

export interface RouteMiddlewareContext {
  middleware: readonly string[];
  origin: string;
  /** Index into `middleware` of the step running. */
  step: number;
  request: NavigationRequest | null;
  /** The `validate` middleware's verdict for `request`. */
  matched: boolean;
  redirects: number;
  /** null until the manifest has loaded (or is known unavailable). */
  rules: RouteRules | null;
  rulesUnavailable: boolean;
  /** What the page area shows; null before the first navigation has run. */
  outcome: RouteOutcome | null;
  /** The full page load in progress (`leaving`), for the overlay. */
  leavingTo: string | null;
  newTab: boolean;
  /** The last internal error (logged, shown nowhere). */
  error: string | null;
}

export type RouteMiddlewareEvent =
  | {
      type: 'route.navigate';
      /** A path on this site (with query and hash), or an absolute URL. */
      to: string;
      /** Replace the history entry instead of adding one. */
      replace?: boolean;
      /** The browser has already moved (back/forward, the first load): change no history. */
      history?: boolean;
      /** The caller means to leave the site (hand-offs to ARP): a full page load. */
      external?: boolean;
      /** With `external`: open in a new tab (To ARP). */
      newTab?: boolean;
    }
  | { type: 'route.rules.loaded'; rules: RouteRules }
  | { type: 'route.rules.unavailable' };

export interface LeaveRequest {
  url: string;
  /** Opens in a new tab (To ARP) instead of replacing this page. */
  newTab: boolean;
}

function hrefOf(request: NavigationRequest): string {
  return `${request.path}${request.search}${request.hash}`;
}

/**
 * Splits a site-relative or same-origin href into path, search and hash. Leading slashes collapse to
 * one first: the browser on `//evil.com/` is on a path of this site, not on another host.
 */
export function parseSiteHref(href: string, origin: string): Omit<NavigationRequest, 'history'> {
  const url = new URL(isAbsoluteUrl(href) ? href : collapseLeadingSlashes(href), `${origin}/`);
  return { path: url.pathname, search: url.search, hash: url.hash };
}

const isOffSite = (to: string, origin: string) => isAbsoluteUrl(to) && new URL(to).origin !== origin;

/** The navigation being run: `route.navigate` sets it before any state past `idle` is entered. */
function requestOf(context: RouteMiddlewareContext): NavigationRequest {
  if (!context.request) throw contextUnavailable('the navigation request');
  return context.request;
}

function redirectTarget(context: RouteMiddlewareContext): string {
  const request = requestOf(context);
  if (!context.rules) throw contextUnavailable('the route rules');
  const target = matchRouteRule(context.rules, request.path) ?? request.path;
  return withSearch(target, request.search);
}

function redirectLoop(context: RouteMiddlewareContext) {
  return new RouteMiddlewareError(
    'redirectLoop',
    `Route rules redirect ${requestOf(context).path} more than ${MAX_REDIRECTS} times`,
  );
}

const refusal = (to: string) =>
  new RouteMiddlewareError(
    'refusedExternal',
    `Refused to navigate to the external URL ${to}: pass { external: true } to leave the site`,
  );

const LOAD_FAILED_STATUS = 500;
const LOAD_FAILED_MESSAGE = 'This page could not be loaded. Please check your connection and try again.';

export const routeMiddlewareMachine = setup({
  types: {
    input: {} as RouteMiddlewareInput,
    context: {} as RouteMiddlewareContext,
    events: {} as RouteMiddlewareEvent,
  },
  actors: {
    /** App: the route table's verdict for a path (a match, and the route's own validate). */
    validateRoute: fromPromise<RouteCheck, { path: string }>(async () => {
      throw actorUnavailable('validateRoute');
    }),
    /** App: the page's code (and payload) for a path; rejects when a chunk cannot be loaded. */
    loadPage: fromPromise<void, { path: string }>(async () => {
      throw actorUnavailable('loadPage');
    }),
    /** App: a full page load (or a new tab); resolves once handed to the browser, rejects if it fails. */
    leavePage: fromPromise<void, LeaveRequest>(async () => {
      throw actorUnavailable('leavePage');
    }),
  },
  actions: {
    /** App: history.pushState / replaceState for the committed navigation. */
    commitHistory: (_, _params: { href: string; history: HistoryMode }) => {},
    /** App: fetch the manifest now (a path that is no page may be an old one with a rule). */
    requestRules: () => {},
    /** App: console.error for internal errors (SPEC 8: shown nowhere). */
    logInternalError: (_, _params: { error: unknown }) => {},
    /** App: the loading bar (SPEC 4 'Loading bar'). */
    loadingStarted: () => {},
    loadingFinished: () => {},
    loadingFailed: () => {},
    /** App: the page's code failed to load: the build-update guard decides between reload and error page. */
    pageLoadFailed: (_, _params: { href: string; path: string }) => {},
    /** App: scroll to the top (or the hash) of the new page. */
    scrollToPage: (_, _params: { hash: string; history: HistoryMode }) => {},
    nextStep: assign({ step: ({ context }) => context.step + 1 }),
  },
  guards: {
    isOptedInExternal: ({ event }) => event.type === 'route.navigate' && Boolean(event.external),
    isRefusedExternal: ({ context, event }) =>
      event.type === 'route.navigate' && isOffSite(event.to, context.origin),
    pipelineDone: ({ context }) => context.step >= context.middleware.length,
    isValidateStep: ({ context }) => context.middleware[context.step] === 'validate',
    isRedirectStep: ({ context }) => context.middleware[context.step] === 'redirect',
    isRejected: (_, params: { check: RouteCheck }) => !params.check.accepted,
    rulesKnown: ({ context }) => context.rules !== null || context.rulesUnavailable,
    /** Pages render without waiting for the rules; a path that is no page waits for the manifest. */
    isMatchedPage: ({ context }) => context.matched,
    hasNoRedirect: ({ context }) =>
      context.rules === null ||
      context.request === null ||
      matchRouteRule(context.rules, context.request.path) === null,
    redirectsOffSite: ({ context }) =>
      context.rules !== null &&
      context.request !== null &&
      isAbsoluteUrl(matchRouteRule(context.rules, context.request.path) ?? ''),
    tooManyRedirects: ({ context }) => context.redirects >= MAX_REDIRECTS,
  },
  delays: {
    overlayCloseDelay: LOADING_OVERLAY_CLOSE_DELAY_MS,
  },
}).createMachine({
  id: 'routeMiddleware',
  description:
    'Every navigation: validate, then the manifest redirect rules, then the page code; refuses external URLs without opt-in.',
  meta: {
    name: 'Navigation',
    exampleInput: { origin: 'https://adenhq.com' },
    words: {
      calls: {
        validateRoute: {
          does: 'Checks that the address is a page of the site',
          done: 'The check is done',
          error: 'The check fails',
        },
        loadPage: {
          does: "Downloads the new page's code and content",
          done: 'The page is in',
          error: 'The page cannot be downloaded',
        },
        leavePage: {
          does: 'Hands the visitor over to the other website',
          done: 'The hand-off is done',
          error: 'The hand-off fails',
        },
      },
      events: {
        'route.navigate': 'The visitor (or the site) goes to another address',
        'route.rules.loaded': "The site's redirect rules have downloaded",
        'route.rules.unavailable': "The site's redirect rules could not be downloaded",
      },
      guards: {
        isOptedInExternal: 'The link says it leaves the site',
        isRefusedExternal: 'The address is on another website',
        pipelineDone: 'Every check has passed',
        isValidateStep: 'The next check is whether the page exists',
        isRedirectStep: 'The next check is the redirect rules',
        isRejected: 'The page check said no',
        rulesKnown: 'The redirect rules are known (downloaded or known to be missing)',
        isMatchedPage: 'The address is a page of the site',
        hasNoRedirect: 'No redirect rule applies to the address',
        redirectsOffSite: 'A redirect rule sends the address to another website',
        tooManyRedirects: 'The redirect rules have redirected too many times in a row',
      },
    },
  } satisfies WordsFor<RouteMiddlewareEvent>,
  context: ({ input }) => ({
    middleware: input.middleware ?? ROUTE_MIDDLEWARE,
    origin: input.origin,
    step: 0,
    request: null,
    matched: false,
    redirects: 0,
    rules: input.rules ?? null,
    rulesUnavailable: false,
    outcome: null,
    leavingTo: null,
    newTab: false,
    error: null,
  }),
  initial: 'idle',
  on: {
    'route.rules.loaded': { actions: assign({ rules: ({ event }) => event.rules }) },
    'route.rules.unavailable': { actions: assign({ rulesUnavailable: true }) },
    // A new navigation replaces the one in progress, whatever it was doing.
    'route.navigate': [
      {
        guard: 'isOptedInExternal',
        target: '.leaving',
        actions: assign({
          leavingTo: ({ event }) => event.to,
          newTab: ({ event }) => Boolean(event.newTab),
        }),
      },
      {
        guard: 'isRefusedExternal',
        target: '.refused',
        actions: [
          assign({ error: ({ event }) => refusal(event.to).message }),
          { type: 'logInternalError', params: ({ event }) => ({ error: refusal(event.to) }) },
        ],
      },
      {
        target: '.running',
        actions: assign(({ context, event }) => ({
          step: 0,
          redirects: 0,
          matched: false,
          error: null,
          request: {
            ...parseSiteHref(event.to, context.origin),
            history: event.history
              ? ('none' as const)
              : event.replace
                ? ('replace' as const)
                : ('push' as const),
          },
        })),
      },
    ],
  },
  states: {
    idle: { description: 'No page change has been asked for yet' },
    // Runs the middleware one after the other; `step` says which.
    running: {
      description: 'Running the checks of a page change one after the other',
      always: [
        { guard: 'pipelineDone', target: 'loading' },
        { guard: 'isValidateStep', target: 'validating' },
        { guard: 'isRedirectStep', target: 'checkingRedirect' },
        {
          target: 'failed',
          actions: [
            assign({
              error: ({ context }) => unknownMiddleware(String(context.middleware[context.step])).message,
            }),
            {
              type: 'logInternalError',
              params: ({ context }) => ({
                error: unknownMiddleware(String(context.middleware[context.step])),
              }),
            },
          ],
        },
      ],
    },
    validating: {
      description: 'Checking that the address is a page of the site',
      invoke: {
        id: 'validateRoute',
        src: 'validateRoute',
        input: ({ context }) => ({ path: requestOf(context).path }),
        onDone: [
          {
            guard: { type: 'isRejected', params: ({ event }) => ({ check: event.output }) },
            target: 'rejected',
            actions: assign({
              outcome: ({ context, event }) => {
                const path = requestOf(context).path;
                const check = event.output;
                return {
                  kind: 'error' as const,
                  path,
                  status: (!check.accepted && check.status) || DEFAULT_REJECT_STATUS,
                  message: (!check.accepted && check.message) || rejectMessage(path),
                };
              },
            }),
          },
          {
            target: 'running',
            actions: [
              assign({ matched: ({ event }) => event.output.accepted && event.output.matched }),
              'nextStep',
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => errorMessage(event.error) }),
            { type: 'logInternalError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    checkingRedirect: {
      description: 'Deciding whether the redirect rules must be known before going on',
      always: [
        { guard: 'rulesKnown', target: 'matchingRules' },
        { guard: 'isMatchedPage', target: 'running', actions: 'nextStep' },
        { target: 'awaitingRules' },
      ],
    },
    awaitingRules: {
      description: "Waiting for the site's redirect rules to download",
      entry: 'requestRules',
      on: {
        'route.rules.loaded': {
          target: 'matchingRules',
          actions: assign({ rules: ({ event }) => event.rules }),
        },
        'route.rules.unavailable': { target: 'matchingRules', actions: assign({ rulesUnavailable: true }) },
      },
    },
    matchingRules: {
      description: 'Looking up the address in the redirect rules',
      always: [
        { guard: 'hasNoRedirect', target: 'running', actions: 'nextStep' },
        {
          guard: 'redirectsOffSite',
          target: 'leaving',
          actions: assign({ leavingTo: ({ context }) => redirectTarget(context), newTab: false }),
        },
        {
          guard: 'tooManyRedirects',
          target: 'failed',
          actions: [
            assign({ error: ({ context }) => redirectLoop(context).message }),
            { type: 'logInternalError', params: ({ context }) => ({ error: redirectLoop(context) }) },
          ],
        },
        {
          // A rule to a path on this site: run the middleware again for it, replacing the entry.
          target: 'running',
          actions: assign(({ context }) => ({
            step: 0,
            matched: false,
            redirects: context.redirects + 1,
            request: {
              ...parseSiteHref(redirectTarget(context), context.origin),
              // A link's navigation still adds one entry; where the browser already moved, it is replaced.
              history: requestOf(context).history === 'push' ? ('push' as const) : ('replace' as const),
            },
          })),
        },
      ],
    },
    loading: {
      description: 'Downloading the new page; the loading bar runs',
      entry: 'loadingStarted',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ path: requestOf(context).path }),
        onDone: {
          target: 'ready',
          actions: [
            'loadingFinished',
            { type: 'commitHistory', params: ({ context }) => commitParams(context) },
            assign({
              outcome: ({ context }) => ({ kind: 'page' as const, path: requestOf(context).path }),
            }),
            {
              type: 'scrollToPage',
              params: ({ context }) => ({
                hash: requestOf(context).hash,
                history: requestOf(context).history,
              }),
            },
          ],
        },
        onError: {
          target: 'loadFailed',
          actions: [
            'loadingFailed',
            { type: 'commitHistory', params: ({ context }) => commitParams(context) },
            assign({
              outcome: ({ context }) => ({
                kind: 'error' as const,
                path: requestOf(context).path,
                status: LOAD_FAILED_STATUS,
                message: LOAD_FAILED_MESSAGE,
              }),
            }),
            {
              type: 'pageLoadFailed',
              params: ({ context }) => ({
                href: hrefOf(requestOf(context)),
                path: requestOf(context).path,
              }),
            },
          ],
        },
      },
    },
    ready: { description: 'The new page is shown' },
    rejected: {
      description: 'The address is no page of the site: the not-found page is shown',
      entry: [
        { type: 'commitHistory', params: ({ context }) => commitParams(context) },
        {
          type: 'scrollToPage',
          params: ({ context }) => ({ hash: '', history: requestOf(context).history }),
        },
      ],
    },
    loadFailed: {
      description: 'The new page could not be downloaded: an error page asks to check the connection',
    },
    /** An internal error (unknown middleware, a missing actor, a redirect loop): logged; the page stays. */
    failed: {
      description: "Something went wrong inside the site's navigation; it is logged and the page stays",
    },
    /** An external URL without `{ external: true }`: logged; nothing changes. */
    refused: {
      description: 'A link to another website was refused because it did not say it leaves the site',
    },
    // A full page load: ARP hand-offs and rules to absolute URLs, under the loading overlay.
    leaving: {
      description: 'Leaving for another website (or opening it in a new tab) under the loading overlay',
      invoke: {
        id: 'leavePage',
        src: 'leavePage',
        input: ({ context }) => ({ url: context.leavingTo ?? '/', newTab: context.newTab }),
        onDone: 'closingOverlay',
        onError: {
          target: 'closingOverlay',
          actions: { type: 'logInternalError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // SPEC 9: the overlay closes LOADING_OVERLAY_CLOSE_DELAY_MS after the hand-off is done or has failed.
    closingOverlay: {
      description: 'The loading overlay closes after 400 ms',
      after: { overlayCloseDelay: { target: 'idle', actions: assign({ leavingTo: null, newTab: false }) } },
    },
  },
});

function commitParams(context: RouteMiddlewareContext): { href: string; history: HistoryMode } {
  const request = requestOf(context);
  return { href: hrefOf(request), history: request.history };
}
