import { TEMPLATE_PAGES, templateProblems } from './support/templateChecks';
import { expect, test } from './support/test';

// One page of every template at 390 px, on a phone: the checks of templates.spec.ts.

for (const { template, path, picture } of TEMPLATE_PAGES) {
  test(`${template} (${path}) at 390 px: images load once with alt text, no sideways scroll, no lone card, no outlined panel`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
    if (picture) await expect(page.locator(`img[src="${picture}"]`)).toBeVisible();
    expect(await templateProblems(page)).toEqual([]);
  });
}
