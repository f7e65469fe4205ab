import { TEMPLATE_PAGES } from './support/templateChecks';
import { expect, test } from './support/test';
import {
  customerMarksProblem,
  diagramTextSizes,
  fontSizesOfVisibleText,
  MAX_FONT_SIZES,
  pictureTextSizes,
} from './support/visualChecks';

// One page of every template on a 390 px phone: the product picture shown is its narrow crop and its
// text, like the flow diagrams', reads at 10 px or more, customer logos share one type family, at most eight font sizes.

for (const { template, path, picture, featureRows, diagrams, customerMarks } of TEMPLATE_PAGES) {
  test(`${template} (${path}) at 390 px: pictures readable, one logo type, at most ${MAX_FONT_SIZES} font sizes`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
    const pictures = await pictureTextSizes(page);
    const hero = picture ? picture.replace(/\.svg$/, '-narrow.svg') : null;
    const srcs = pictures.map((item) => item.src);
    if (hero) expect(srcs.filter((src) => src === hero)).toEqual([hero]);
    // Each feature row shows its fragment of the product, in the narrow crop.
    const rows = srcs.filter((src) => src.startsWith('/illustrations/') && src !== hero);
    expect(rows).toHaveLength(featureRows ?? 0);
    for (const src of rows) expect(src).toMatch(/-narrow\.svg$/);
    expect(srcs.filter((src) => src.startsWith('/pictures/') && src !== hero)).toEqual([]);
    for (const item of pictures) expect(item.smallest, item.src).toBeGreaterThanOrEqual(10);
    // Its flow diagrams (steps, set-up, the lanes between two products) read at the same size.
    const diagramTexts = await diagramTextSizes(page);
    expect(diagramTexts).toHaveLength(diagrams ?? 0);
    for (const item of diagramTexts) expect(item.smallest, item.diagram).toBeGreaterThanOrEqual(10);
    // Its customers' logos are all there, in one type family.
    expect(await customerMarksProblem(page, customerMarks ?? 0)).toBeNull();
    const sizes = await fontSizesOfVisibleText(page);
    expect(sizes.length, JSON.stringify(sizes)).toBeLessThanOrEqual(MAX_FONT_SIZES);
  });
}
