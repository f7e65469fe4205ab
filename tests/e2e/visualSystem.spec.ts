import { TEMPLATE_PAGES } from './support/templateChecks';
import { expect, test } from './support/test';
import {
  customerMarksProblem,
  diagramTextSizes,
  fontSizesOfVisibleText,
  MAX_FONT_SIZES,
  pictureTextSizes,
} from './support/visualChecks';

// One page of every template at 1440 px: its product picture's and flow diagrams' text reads at 11 px
// or more as shown, its customer logos share one type family, and its text uses at most eight font sizes.
// visualSystem.phone.spec.ts runs the same at 390 px (10 px).

test.use({ viewport: { width: 1440, height: 900 } });

for (const { template, path, picture, featureRows, diagrams, customerMarks } of TEMPLATE_PAGES) {
  test(`${template} (${path}) at 1440 px: pictures readable, one logo type, at most ${MAX_FONT_SIZES} font sizes`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
    const pictures = await pictureTextSizes(page);
    const hero = picture;
    const srcs = pictures.map((item) => item.src);
    if (hero) expect(srcs.filter((src) => src === hero)).toEqual([hero]);
    // Each feature row shows its fragment of the product, in the wide crop.
    const rows = srcs.filter((src) => src.startsWith('/illustrations/') && src !== hero);
    expect(rows).toHaveLength(featureRows ?? 0);
    for (const src of rows) expect(src).not.toMatch(/-narrow\.svg$/);
    expect(srcs.filter((src) => src.startsWith('/pictures/') && src !== hero)).toEqual([]);
    for (const item of pictures) expect(item.smallest, item.src).toBeGreaterThanOrEqual(11);
    // Its flow diagrams (steps, set-up, the lanes between two products) read at the same size.
    const diagramTexts = await diagramTextSizes(page);
    expect(diagramTexts).toHaveLength(diagrams ?? 0);
    for (const item of diagramTexts) expect(item.smallest, item.diagram).toBeGreaterThanOrEqual(11);
    // Its customers' logos are all there, in one type family.
    expect(await customerMarksProblem(page, customerMarks ?? 0)).toBeNull();
    const sizes = await fontSizesOfVisibleText(page);
    expect(sizes.length, JSON.stringify(sizes)).toBeLessThanOrEqual(MAX_FONT_SIZES);
  });
}

test('the checks see a picture drawn too small, a diagram set too small, logos in two families, no logos at all and a ninth font size', async ({
  page,
}) => {
  await page.goto('/customers');
  await expect(page.locator('main h1')).toBeVisible();
  await page.evaluate(() => {
    const main = document.querySelector('main') as HTMLElement;
    // The home picture's wide crop squeezed to 200 px: its 12 px text shows at 5 px.
    const image = document.createElement('img');
    image.src = '/pictures/home-dashboard.svg';
    image.alt = 'Squeezed';
    image.style.width = '200px';
    main.prepend(image);
    // A feature row's fragment squeezed the same way.
    const fragment = document.createElement('img');
    fragment.src = '/illustrations/bank-feed.svg';
    fragment.alt = 'Squeezed fragment';
    fragment.style.width = '200px';
    main.prepend(fragment);
    // A flow diagram whose step names are set at 9 px.
    const diagram = document.createElement('ol');
    diagram.dataset.diagram = 'planted';
    diagram.innerHTML = '<li style="font-size: 9px">Choose Connect</li><li>Approve access</li>';
    main.prepend(diagram);
    const marks = document.querySelectorAll<HTMLElement>('[data-customer-mark]');
    (marks[0] as HTMLElement).style.fontFamily = 'Georgia, serif';
    for (const size of [11, 13, 15, 17, 19, 21, 23, 25, 27]) {
      const line = document.createElement('p');
      line.textContent = `Set at ${size} px`;
      line.style.fontSize = `${size}px`;
      main.append(line);
    }
  });
  const pictures = await pictureTextSizes(page);
  expect(pictures.find((item) => item.src === '/pictures/home-dashboard.svg')?.smallest).toBeLessThan(11);
  expect(pictures.find((item) => item.src === '/illustrations/bank-feed.svg')?.smallest).toBeLessThan(11);
  expect(await diagramTextSizes(page)).toEqual([{ diagram: 'planted', smallest: 9 }]);
  expect(await customerMarksProblem(page, 15)).toMatch(/^customer logos in 2 type families: /);
  expect((await fontSizesOfVisibleText(page)).length).toBeGreaterThan(MAX_FONT_SIZES);
  // A page that lost every logo has no family to disagree, and still fails.
  await page.evaluate(() => {
    for (const mark of document.querySelectorAll('[data-customer-mark]')) mark.remove();
  });
  expect(await customerMarksProblem(page, 15)).toBe('0 customer logos, expected 15');
});
