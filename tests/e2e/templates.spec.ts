import { emptyColumns, TEMPLATE_PAGES, templateProblems } from './support/templateChecks';
import { expect, test } from './support/test';

// One page of every template at 1440 px (templates.phone.spec.ts: the same at 390): no sideways
// scroll, every image loaded, described and shown once, no grid ending on a lone card, no panel
// drawn as an outlined box, no column standing empty beside a tall one.

test.use({ viewport: { width: 1440, height: 900 } });

for (const { template, path, picture } of TEMPLATE_PAGES) {
  test(`${template} (${path}) at 1440 px: images load once with alt text, no sideways scroll, no lone card, no outlined panel, no empty column`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
    if (picture) {
      const hero = page.locator('section').first().locator(`img[src="${picture}"]`);
      await expect(hero).toBeVisible();
      expect((await hero.getAttribute('alt'))?.length).toBeGreaterThan(40);
    }
    expect(await templateProblems(page)).toEqual([]);
    expect(await emptyColumns(page)).toEqual([]);
  });
}

test('the checks find each fault they name, on a page made to have them', async ({ page }) => {
  await page.goto('/privacy');
  await page.evaluate(() => {
    const fixture = document.createElement('div');
    fixture.innerHTML = `
      <ul id="lone" style="display:grid;grid-template-columns:repeat(3,1fr);list-style:none">
        <li>one</li><li>two</li><li>three</li><li>four</li>
      </ul>
      <ul id="full-width-last" style="display:grid;grid-template-columns:repeat(2,1fr)">
        <li>one</li><li>two</li><li style="grid-column:1/-1">a row of its own</li>
      </ul>
      <img src="/favicon.svg" alt="The Aden mark" width="32" height="32">
      <img src="/favicon.svg" alt="The Aden mark again" width="32" height="32">
      <img src="/no-such-picture.svg" alt="A picture that is not there" width="32" height="32">
      <img src="/illustrations/none.svg" width="32" height="32">
      <div id="outlined" style="border:1px solid #ccc;border-radius:14px;width:300px;height:80px">a panel</div>
      <div class="MuiPaper-outlined" style="border:1px solid #ccc;width:300px;height:80px">a form</div>
      <div id="uneven" style="display:grid;grid-template-columns:1fr 1fr">
        <p>a short column</p><div><div style="height:600px">a tall one</div></div>
      </div>
      <div style="width:3000px;height:1px"></div>`;
    document.querySelector('main')?.append(fixture);
  });
  const problems = await templateProblems(page);
  expect(problems).toEqual([
    '/favicon.svg shown twice',
    '/no-such-picture.svg did not load',
    '/illustrations/none.svg did not load',
    '/illustrations/none.svg has no alt text',
    'page is 3000 px wide in a 1440 px window',
    '#lone ul: 4 items in 3 columns end on a lone card',
    '#outlined div "a panel" is outlined',
  ]);
  expect(await emptyColumns(page)).toEqual([
    expect.stringMatching(/^#uneven div: a column of \d+ px beside one of 600 px$/),
  ]);
});
