import { classStyleIds } from '../../src/entry/pageStyles';
import { expect, test } from './support/test';

// The prerendered page's style elements stay where the HTML put them while the app starts
// (src/entry/pageStyles.ts): emotion's own hydration would move each one, and every move makes
// the browser recompute the whole page's style inside the start-up window.

test('the page keeps its style elements in place, emotion inserts none of its rules again, and the composed styles only once interactive', async ({
  page,
  request,
}) => {
  // The class styles the prerendered page names (hundreds of them), and those it names without their
  // CSS, which no element of it uses (src/site/composedStyles.ts).
  const html = await (await request.get('/pricing')).text();
  const classStyles = /<style data-emotion="css" data-composed="([^"]+)">([^<]+)/.exec(html);
  const pageClasses = classStyleIds(classStyles?.[2] ?? '').map((id) => `.css-${id}`);
  const composedClasses = (classStyles?.[1] ?? '').split(' ').map((id) => `.css-${id}`);
  expect(pageClasses.length).toBeGreaterThan(100);
  expect(composedClasses.length).toBeGreaterThan(5);

  await page.addInitScript(() => {
    const record = {
      removedStyles: 0,
      insertedRules: [] as string[],
      insertedBeforeInteractive: [] as string[],
    };
    Object.assign(window, { styleRecord: record });
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      record.insertedRules.push(rule);
      if (document.documentElement.dataset.interactive !== 'true')
        record.insertedBeforeInteractive.push(rule);
      return insertRule.call(this, rule, index);
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.removedNodes) if (node.nodeName === 'STYLE') record.removedStyles++;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/pricing');
  // The sections hydrate after the header, in passes of their own, before the browser is next idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  // The composed styles' CSS is inserted once the page is interactive, one per idle moment.
  await expect
    .poll(() =>
      page.evaluate((names) => {
        const { insertedRules } = (window as unknown as { styleRecord: { insertedRules: string[] } })
          .styleRecord;
        return names.filter((name) => !insertedRules.some((rule) => rule.startsWith(`${name}{`)));
      }, composedClasses),
    )
    .toEqual([]);
  const { removedStyles, insertedRules, insertedBeforeInteractive } = await page.evaluate(
    () =>
      (
        window as unknown as {
          styleRecord: {
            removedStyles: number;
            insertedRules: string[];
            insertedBeforeInteractive: string[];
          };
        }
      ).styleRecord,
  );
  // Emotion's default cache and the app's cache each moved them before: one removal per move.
  // CssBaseline's global styles are still taken over by their own component (one element, once).
  expect(removedStyles).toBeLessThanOrEqual(1);
  const again = insertedRules.filter((rule) => pageClasses.some((name) => rule.startsWith(`${name}{`)));
  expect(again).toEqual([]);
  const composedWhileStarting = insertedBeforeInteractive.filter((rule) =>
    composedClasses.some((name) => rule.startsWith(`${name}{`)),
  );
  expect(composedWhileStarting).toEqual([]);
});
