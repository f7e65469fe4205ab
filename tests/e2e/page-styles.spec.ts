import { classStyleIds } from '../../src/entry/pageStyles';
import { expect, test } from './support/test';

// The prerendered page's style elements stay where the HTML put them while the app starts
// (src/entry/pageStyles.ts): emotion's own hydration would move each one, and every move makes
// the browser recompute the whole page's style inside the start-up window.

test('the page keeps its style elements in place and emotion inserts none of its rules again', async ({
  page,
  request,
}) => {
  // The class styles the prerendered page names (hundreds of them).
  const html = await (await request.get('/pricing')).text();
  const pageClasses = [...html.matchAll(/<style data-emotion="css">([^<]+)/g)].flatMap((match) =>
    classStyleIds(match[1] ?? '').map((id) => `.css-${id}`),
  );
  expect(pageClasses.length).toBeGreaterThan(100);

  await page.addInitScript(() => {
    const record = { removedStyles: 0, insertedRules: [] as string[] };
    Object.assign(window, { styleRecord: record });
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      record.insertedRules.push(rule);
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
  const { removedStyles, insertedRules } = await page.evaluate(
    () =>
      (window as unknown as { styleRecord: { removedStyles: number; insertedRules: string[] } }).styleRecord,
  );
  // Emotion's default cache and the app's cache each moved them before: one removal per move.
  // CssBaseline's global styles are still taken over by their own component (one element, once).
  expect(removedStyles).toBeLessThanOrEqual(1);
  const again = insertedRules.filter((rule) => pageClasses.some((name) => rule.startsWith(`${name}{`)));
  expect(again).toEqual([]);
});
