import type { Locator, Page } from '@playwright/test';
import { readReproLink } from '../../../src/flow-lab/link/reproLink';
import type { LabStep } from '../../../src/flow-lab/sandbox/labSession';
import { expect, test } from './test';

// The flow lab's screen beside the site in a browser test: the lab driven by its "Go to" list, and
// what a component shows as text, read the same way on both.

/** The lab's screen: the document of its frame, where the site's components draw from the lab's actor. */
export const labFrame = (lab: Page) => lab.locator('iframe[data-lab-screen]').contentFrame().locator('body');

/**
 * The lab's screen, scrolled back into view first: a button of the lab's column scrolls the screen
 * away, and a click into the frame's fixed dialog does not scroll it back.
 */
export async function shownScreen(lab: Page): Promise<Locator> {
  await lab.locator('iframe[data-lab-screen]').scrollIntoViewIfNeeded();
  return labFrame(lab);
}

/** The site's toasts (notistack's), each with its icon, its message and its Dismiss button. */
export const toastsOf = (root: Page | Locator) => root.locator('.notistack-MuiContent');

/** What the toasts on screen say, one line each. */
export const toastText = async (root: Page | Locator): Promise<string> =>
  (await toastsOf(root).allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim()).join('\n');

/**
 * Keeps, in the page, every toast the site raises from now on, as it shows (a toast leaves after 3 s,
 * a visit may take longer to be read): `window.raisedToasts`, emptied by `forgetToasts`.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const raised: string[] = [];
    Object.assign(window, { raisedToasts: raised });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement)
            for (const toast of [node, ...node.querySelectorAll('*')])
              if (toast.classList.contains('notistack-MuiContent'))
                raised.push((toast.textContent ?? '').replace(/\s+/g, ' ').trim());
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toasts the site raised since the last `forgetToasts`. */
export const raisedToasts = (page: Page): Promise<string> =>
  page.evaluate(() => (window as unknown as { raisedToasts: string[] }).raisedToasts.join('\n'));

export const forgetToasts = (page: Page): Promise<void> =>
  page.evaluate(() => {
    (window as unknown as { raisedToasts: string[] }).raisedToasts.length = 0;
  });

/** The "Go to" entries the lab lists for the open flow, as the crumbs each button reads. */
export async function goToCrumbs(lab: Page): Promise<string[]> {
  const labels = await lab
    .getByRole('list', { name: 'States' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Go to /, ''));
}

/** Chooses an entry of "Go to" and waits until the lab stands there; returns the steps it took. */
export async function labGoTo(lab: Page, crumbs: string): Promise<LabStep[]> {
  const button = lab
    .getByRole('list', { name: 'States' })
    .getByRole('button', { name: `Go to ${crumbs}`, exact: true });
  await button.click();
  await expect(button).toBeEnabled();
  // The address follows the lab once the replay is over: its steps are the entry's.
  await lab.waitForTimeout(150);
  await expect(button).toBeEnabled();
  const url = new URL(lab.url());
  return readReproLink({ pathname: url.pathname, search: url.search })?.steps ?? [];
}

/**
 * What a visitor reads in a component: its text, each field's label and value (a password only as
 * being there: no flow holds one, so no screen can show its dots), and which buttons are disabled.
 * The empty string when the component is not on the page.
 */
export async function visibleText(component: Locator): Promise<string> {
  // Read in one go: a closing dialog may leave between a count and a read, and a read of one
  // element would wait for it to come back.
  return component.evaluateAll((roots) => {
    const root = roots[0] as HTMLElement | undefined;
    if (!root) return '';
    const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
    const shown = (element: Element) => element.getClientRects().length > 0;
    const fields = [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select, textarea')]
      .filter((field) => field.type !== 'hidden' && shown(field))
      .map((field) => {
        const label = squeeze(
          field.labels?.[0]?.innerText ?? field.getAttribute('aria-label') ?? field.name ?? '',
        );
        const value =
          field instanceof HTMLSelectElement
            ? (field.selectedOptions[0]?.text ?? '')
            : field.type === 'password'
              ? '(a password field)'
              : field.type === 'checkbox'
                ? String(field.checked)
                : field.value;
        return `[${label}: ${value}]`;
      });
    const disabled = [...root.querySelectorAll('button:disabled, [aria-disabled="true"]')]
      .filter(shown)
      .map((button) => `[disabled: ${squeeze((button as HTMLElement).innerText)}]`);
    return [squeeze(root.innerText), ...fields, ...disabled].join('\n');
  });
}

/**
 * Compares what the site shows (`readSite`, its own values already written as the lab's) with what
 * the lab's screen shows (`readLab`: a component, or a text read before) until they read the same
 * (dialogs fade in, answers arrive). Soft: every difference of a run is reported. Returns the site's
 * text as last read.
 */
export async function expectSameText(
  readSite: () => Promise<string>,
  readLab: Locator | (() => Promise<string>),
  what: string,
): Promise<string> {
  const labText = typeof readLab === 'function' ? readLab : () => visibleText(readLab);
  const read = async () => ({ site: await readSite(), lab: await labText() });
  let last = await read();
  const deadline = Date.now() + 8000;
  while (last.site !== last.lab && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  await test
    .info()
    .attach(what, { body: `site:\n${last.site}\n\nlab:\n${last.lab}`, contentType: 'text/plain' });
  expect.soft(last.lab, `${what}: the lab's screen reads as the site`).toBe(last.site);
  return last.site;
}

/** The component's text on the site, with the site's own values written as the lab's. */
export const siteText = (component: Locator, asLab: ReadonlyArray<readonly [string, string]>) => async () => {
  let text = await visibleText(component);
  for (const [siteValue, labValue] of asLab) text = text.replaceAll(siteValue, labValue);
  return text;
};
