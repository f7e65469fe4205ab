import { pictureProblems, TEMPLATE_PAGES } from './support/pictureChecks';
import { expect, test } from './support/test';

// Pictures at 390 px: the same pages as at 1440 (pictures.spec.ts), on a phone.

for (const { path: pagePath, picture } of TEMPLATE_PAGES) {
  test(`${pagePath}: every image loads once with alt text, no horizontal scroll on a phone`, async ({
    page,
  }) => {
    await page.goto(pagePath);
    if (picture) await expect(page.locator(`img[src="${picture}"]`)).toBeVisible();
    expect(await pictureProblems(page)).toEqual([]);
  });
}
