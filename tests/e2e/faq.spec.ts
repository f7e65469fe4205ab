import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// The FAQ is one list wherever it stands (pricing, a module page, an industry page): a quiet hairline
// between two questions, the same on every page and band, none above the first or under the last.

test.use({ viewport: { width: 1440, height: 900 } });

/** Each question's lines, top and bottom, as `<width> <style> <colour>`, or "none". */
const faqLines = (page: Page) =>
  page.locator('#faq details').evaluateAll((items) =>
    items.map((item) => {
      const style = getComputedStyle(item);
      const line = (side: 'top' | 'bottom') =>
        Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
        style.getPropertyValue(`border-${side}-style`) !== 'none'
          ? `${style.getPropertyValue(`border-${side}-width`)} ${style.getPropertyValue(`border-${side}-style`)} ${style.getPropertyValue(`border-${side}-color`)}`
          : 'none';
      return { top: line('top'), bottom: line('bottom') };
    }),
  );

test('the FAQ draws one quiet hairline between questions, the same on pricing, module and industry pages', async ({
  page,
}) => {
  const hairlines = new Set<string>();
  for (const path of ['/pricing', '/accounting', '/customer/construction']) {
    await page.goto(path);
    const lines = await faqLines(page);
    expect(lines.length, path).toBeGreaterThan(2);
    expect(lines[0]?.top, `${path}: above the first question`).toBe('none');
    expect(
      lines.map((line) => line.bottom),
      `${path}: under a question`,
    ).toEqual(lines.map(() => 'none'));
    for (const line of lines.slice(1)) hairlines.add(line.top);
  }
  expect([...hairlines]).toHaveLength(1);
  const [hairline = ''] = hairlines;
  expect(hairline).toMatch(/^1px solid rgba\(/);
  // Quiet: a tenth of the ink at most.
  const alpha = Number(hairline.match(/,\s*([\d.]+)\)$/)?.[1]);
  expect(alpha).toBeLessThanOrEqual(0.1);
});
