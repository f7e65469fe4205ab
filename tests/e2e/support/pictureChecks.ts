import type { Page } from '@playwright/test';

/** One page per template, with the product picture each must show (null: a page without one). */
export const TEMPLATE_PAGES = [
  { path: '/', picture: '/pictures/home-dashboard.svg' },
  { path: '/accounting', picture: '/pictures/module-accounting.svg' },
  { path: '/customer/construction', picture: '/pictures/industry-construction.svg' },
  { path: '/case-studies/tc-boiler', picture: '/pictures/case-study-tc-boiler.svg' },
  { path: '/customers', picture: null },
  { path: '/pricing', picture: null },
  { path: '/contact', picture: null },
] as const;

/**
 * What is wrong with the images of the page as shown: an image shown twice, one that did not load,
 * one without alt text (alt="" only on a decorative image), a page wider than the window. Images are
 * scrolled into view first, so lazy ones load.
 */
export async function pictureProblems(page: Page): Promise<string[]> {
  for (const image of await page.locator('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await image.evaluate((element: HTMLImageElement) => element.decode().catch(() => undefined));
  }
  return page.evaluate(() => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const image of [...document.querySelectorAll('img')]) {
      const src = new URL(image.currentSrc || image.src, location.href).pathname;
      if (seen.has(src)) problems.push(`${src} shown twice`);
      seen.add(src);
      if (!image.complete || image.naturalWidth === 0) problems.push(`${src} did not load`);
      const alt = image.getAttribute('alt');
      const decorative =
        alt === '' &&
        (image.getAttribute('role') === 'presentation' || image.closest('[aria-hidden="true"]'));
      if (alt === null || (alt.trim() === '' && !decorative)) problems.push(`${src} has no alt text`);
      if (src.startsWith('/pictures/') && !alt?.trim())
        problems.push(`${src}: a product picture needs alt text`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(
        `page is ${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px window`,
      );
    return problems;
  });
}
