/**
 * What the bench measures: the key routes, the interactions timed on a loaded page and the controls
 * pressed as soon as they are painted; and the choice of a subset (`BENCH_ROUTES`).
 */
import type { Locator, Page } from '@playwright/test';
import type { FirstPressControl } from './firstPress';
import type { Interaction } from './interactions';

/** The key routes; the runner adds the first blog post the build prerendered. */
export const KEY_ROUTES = ['/', '/pricing', '/accounting', '/RoiCalculator', '/blog', '/integrations'];

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const DIALOG = '[role="dialog"]';
/** A dialog's field a visitor types into. */
const FIRST_FIELD = 'input:not([type=hidden])';

const headerButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name });

const headerLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name });
const pressDialog = (name: string, route: string, press: (page: Page) => Locator): Interaction => ({
  name: `open the ${name} dialog`,
  kind: 'press',
  route,
  viewport: DESKTOP,
  act: { press },
  shows: DIALOG,
});
const pressMenu = (label: string): Interaction => ({
  name: `open the ${label} menu`,
  kind: 'press',
  route: '/',
  viewport: DESKTOP,
  act: { press: (page) => headerButton(page, label) },
  shows: '[role="menu"]',
});

/**
 * Every interaction a visitor makes once a page has loaded and the cookie banner is answered: each
 * dialog's first opening (the cookie settings from the footer), the header's menus and the phone's
 * drawer, typing, the pricing toggle, the integrations filter and a navigation by the header.
 */
export const INTERACTIONS: Interaction[] = [
  pressMenu('Modules'),
  pressMenu('Customer'),
  pressMenu('Resources'),
  pressDialog('sign-up', '/', (page) => headerButton(page, 'Start for free')),
  pressDialog('sign-in', '/', (page) => headerButton(page, 'Sign In')),
  pressDialog('contact', '/pricing', (page) =>
    page.getByRole('main').getByRole('button', { name: 'Contact sales' }).first(),
  ),
  pressDialog('demo', '/accounting', (page) =>
    page.getByRole('main').getByRole('button', { name: 'Book a demo' }).first(),
  ),
  pressDialog('scheduling', '/pricing', (page) =>
    page.getByRole('button', { name: 'book a discovery call' }),
  ),
  pressDialog('cookie settings', '/', (page) =>
    page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }),
  ),
  {
    name: 'open the drawer at 390 px',
    kind: 'press',
    route: '/',
    viewport: PHONE,
    act: { press: (page) => page.getByRole('button', { name: 'Open menu' }) },
    shows: DIALOG,
  },
  {
    name: 'type an e-mail in the sign-up dialog',
    kind: 'typing',
    route: '/',
    viewport: DESKTOP,
    before: async (page) => {
      await headerButton(page, 'Start for free').click();
      await page.getByRole('dialog').getByLabel('Email').waitFor({ timeout: 60_000 });
    },
    act: { type: (page) => page.getByRole('dialog').getByLabel('Email'), text: 'ada@example.com' },
  },
  {
    name: 'type in an ROI input',
    kind: 'typing',
    route: '/RoiCalculator',
    viewport: DESKTOP,
    before: (page) => page.locator('#roi-people').selectText(),
    act: { type: (page) => page.locator('#roi-people'), text: '40' },
  },
  {
    name: 'switch the pricing toggle',
    kind: 'press',
    route: '/pricing',
    viewport: DESKTOP,
    act: {
      press: (page) =>
        page.getByRole('group', { name: 'Billing period' }).locator('button[aria-pressed="false"]').first(),
    },
  },
  {
    name: 'filter the integrations by category',
    kind: 'press',
    route: '/integrations',
    viewport: DESKTOP,
    act: {
      press: (page) =>
        page.getByRole('group', { name: 'Category' }).locator('button[aria-pressed="false"]').first(),
    },
  },
  {
    name: 'go to /pricing by the header',
    kind: 'navigation',
    route: '/',
    viewport: DESKTOP,
    act: { press: (page) => headerLink(page, 'Pricing') },
    shows: 'main [aria-label="Billing period"]',
  },
];

const LAB = { width: 1440, height: 900 };
const labStep = (
  name: string,
  route: string,
  press: (page: Page) => Locator,
  shows?: string,
): Interaction => ({
  name,
  kind: 'lab',
  route,
  viewport: LAB,
  act: { press },
  ...(shows ? { shows } : {}),
});

/** The flow lab's chart steps, on the bench's lab build: a flow's chart opened from the list, Fit, a "Go to". */
export const LAB_INTERACTIONS: Interaction[] = [
  labStep(
    'lab: open the Auth dialog chart',
    '/flows/signup',
    (page) =>
      page.getByRole('navigation', { name: 'Machines' }).getByRole('button', { name: /^Auth dialog/ }),
    '[data-state^="authDialog."]',
  ),
  labStep('lab: Fit the Auth dialog chart', '/flows/authDialog', (page) =>
    page.getByRole('button', { name: 'Fit to view' }).first(),
  ),
  labStep(
    'lab: Go to a step of sign-up',
    '/flows/signup',
    (page) =>
      page.getByRole('list', { name: 'States' }).getByRole('button', { name: 'Go to step2 › editing' }),
    '[data-state="signup.step2.editing"][data-active]',
  ),
];

/** The calls to action a visitor may press before the app has started (found by CSS and text). */
export const FIRST_PRESS_CONTROLS: FirstPressControl[] = [
  {
    name: '"Start for free" in the header',
    route: '/',
    viewport: DESKTOP,
    selector: 'header button',
    text: 'Start for free',
    opens: DIALOG,
    field: FIRST_FIELD,
  },
  {
    name: '"Contact sales"',
    route: '/contact',
    viewport: DESKTOP,
    selector: 'main button',
    text: 'Contact sales',
    opens: DIALOG,
    field: FIRST_FIELD,
  },
  {
    name: '"Sign In" in the header',
    route: '/pricing',
    viewport: DESKTOP,
    selector: 'header button',
    text: 'Sign In',
    opens: DIALOG,
    field: FIRST_FIELD,
  },
  {
    name: '"Book a demo" in the page',
    route: '/accounting',
    viewport: DESKTOP,
    selector: 'main button',
    text: 'Book a demo',
    opens: DIALOG,
  },
  {
    name: 'the menu button at 390 px',
    route: '/',
    viewport: PHONE,
    selector: 'button[aria-label="Open menu"]',
    opens: DIALOG,
  },
];

/** `BENCH_ROUTES` ("/,/contact") as a list, or undefined when it names none (every key route). */
export function parseRouteList(value: string | undefined): string[] | undefined {
  const routes = (value ?? '')
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  return routes.length > 0 ? routes : undefined;
}

export interface RouteChoice {
  /** measured by Lighthouse, the weights and the start-up window */
  pages: string[];
  /** asked for but not prerendered by this build */
  unknown: string[];
}

/** The pages to measure: the chosen ones the build prerendered, else every prerendered key route. */
export function choosePages(keyRoutes: string[], prerendered: string[], chosen?: string[]): RouteChoice {
  const wanted = chosen ?? keyRoutes;
  return {
    pages: wanted.filter((route) => prerendered.includes(route)),
    unknown: chosen ? chosen.filter((route) => !prerendered.includes(route)) : [],
  };
}

/** Interactions and controls on a chosen route; all of them when no route was chosen. */
export const onChosenRoutes = <Subject extends { route: string }>(subjects: Subject[], chosen?: string[]) =>
  chosen ? subjects.filter((subject) => chosen.includes(subject.route)) : subjects;
