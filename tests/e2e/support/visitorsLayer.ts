import type { Page } from '@playwright/test';
import { authDialog } from './authFlows';
import { expect, waitForApp } from './test';

// The flow lab's Visitors layer as product staff reach it: signed in on the site by clicks, then the
// sign-up chart with the layer on, its numbers pressed on the chart.

export const layer = (page: Page) => page.getByRole('region', { name: 'Visitors' });
export const chart = (page: Page) => page.getByRole('img', { name: 'Statechart' });

/** Signs in on the site at `base` (the suite's own server when empty) by clicks, before opening the lab there. */
export async function signInOnSite(page: Page, email: string, password: string, base = '') {
  await page.goto(`${base}/`);
  await waitForApp(page);
  await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
  const auth = authDialog(page);
  await auth.email.fill(email);
  await auth.password.fill(password);
  await auth.button('Sign in').click();
  await expect(auth.dialog).toBeHidden();
}

/**
 * Presses a button drawn on the chart: focused and Enter, as the keyboard does, since the chart
 * scrolls inside its pane and a part of it may lie outside the view.
 */
export async function press(page: Page, name: string, inside?: string) {
  // An arrow into a state offers the same as the state: `inside` names the state's box.
  const within = inside ? page.getByLabel(inside, { exact: true }) : page;
  const button = within.getByRole('button', { name, exact: true });
  // The chart opens fitted, some groups closed: the person opens them until the button is drawn.
  const closed = chart(page).locator('[data-toggle][aria-expanded="false"]').first();
  while ((await button.count()) === 0 && (await closed.count()) > 0) {
    await closed.focus();
    await closed.press('Enter');
    await expect(page.getByRole('group', { name: /^Diagram/ })).toHaveAttribute('aria-busy', 'false');
  }
  await button.focus();
  await button.press('Enter');
}

/** Opens the sign-up flow's chart in the lab at `base` and turns the Visitors layer on. */
export async function turnOnVisitors(page: Page, base = '') {
  await page.goto(`${base}/flows/signup`);
  await layer(page).getByRole('switch', { name: 'Visitors' }).check();
}
