import { longCenteredText, TEMPLATE_PAGES, templateProblems } from './support/templateChecks';
import { expect, test } from './support/test';

// One page of every template at 390 px, on a phone: the checks of templates.spec.ts, and no
// paragraph centered on more than three lines.

for (const { template, path, picture } of TEMPLATE_PAGES) {
  test(`${template} (${path}) at 390 px: images load once with alt text, no sideways scroll, no lone card, no outlined panel, no long centered text`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
    if (picture) await expect(page.locator(`img[src="${picture}"]`)).toBeVisible();
    expect(await templateProblems(page)).toEqual([]);
    expect(await longCenteredText(page)).toEqual([]);
  });
}

test('the centered-text check names a long centered paragraph, and lets a short one and a left one be', async ({
  page,
}) => {
  await page.goto('/privacy');
  await page.evaluate(() => {
    const words = 'A sentence long enough to run over several lines of a phone’s narrow column. '.repeat(4);
    const fixture = document.createElement('div');
    fixture.id = 'fixture';
    fixture.innerHTML = `
      <p style="text-align:center">${words}</p>
      <p style="text-align:center">A short centered line</p>
      <p>${words}</p>`;
    document.querySelector('main')?.append(fixture);
  });
  expect(await longCenteredText(page)).toEqual([
    expect.stringMatching(/^#fixture p "A sentence long enough to run over sever" is centered on \d+ lines$/),
  ]);
});
