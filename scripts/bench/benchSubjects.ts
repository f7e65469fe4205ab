/**
 * What the bench measures: the key routes, the interactions timed on a loaded page and the controls
 * pressed as soon as they are painted; and the choice of a subset (`BENCH_ROUTES`).
 */
import type { Page } from '@playwright/test';
import type { FirstPressControl } from './firstPress';
import type { Interaction } from './interactions';

/** The key routes; the runner adds the first blog post the build prerendered. */
export const KEY_ROUTES = ['/', '/pricing', '/accounting', '/RoiCalculator', '/blog', '/integrations'];

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const DIALOG = '[role="dialog"]';

const headerButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name });

export const INTERACTIONS: Interaction[] = [
  {
    name: 'open a header menu (Modules)',
    route: '/',
    viewport: DESKTOP,
    target: (page) => page.getByRole('button', { name: 'Modules' }),
    opens: '[role="menu"]',
  },
  {
    name: 'open the sign-up dialog (Start for free)',
    route: '/',
    viewport: DESKTOP,
    target: (page) => headerButton(page, 'Start for free'),
    opens: DIALOG,
  },
  {
    name: 'open the contact dialog (/contact)',
    route: '/contact',
    viewport: DESKTOP,
    target: (page) => page.getByRole('button', { name: 'Contact sales' }).first(),
    opens: DIALOG,
  },
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
  },
  {
    name: '"Contact sales"',
    route: '/contact',
    viewport: DESKTOP,
    selector: 'main button',
    text: 'Contact sales',
    opens: DIALOG,
  },
  {
    name: '"Sign In" in the header',
    route: '/pricing',
    viewport: DESKTOP,
    selector: 'header button',
    text: 'Sign In',
    opens: DIALOG,
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
