import type { Page } from '@playwright/test';

/**
 * The visual system as a visitor's browser shows it (docs/content.md, "Style guide"): how small each
 * product picture's text is at the size shown, which type families the customer logos use, and how
 * many font sizes the page's visible text uses.
 */

/** The most font sizes one page may use (the theme's type scale has eight). */
export const MAX_FONT_SIZES = 8;

export interface PictureText {
  src: string;
  /** the smallest text of the picture in CSS pixels as shown; 0 when the file does not say */
  smallest: number;
}

/** Where the drawn pictures of the product are served: heroes, feature rows' fragments, posts' covers. */
const PICTURE_FOLDERS = ['/pictures/', '/illustrations/', '/blog/covers/'];

/**
 * Every picture of the product shown (a hero's from /pictures/, a feature row's from
 * /illustrations/, in the crop the browser picked, a post's cover from /blog/covers/): its
 * smallest text as displayed, from the size the file records it outlined at (`data-min-font-size`,
 * in the SVG's units) scaled by the width it is shown at over the SVG's own width.
 */
export async function pictureTextSizes(page: Page): Promise<PictureText[]> {
  // What a phone keeps behind one press (a closed <details>) is read open, as the visitor who opens it
  // sees it, and closed again after.
  await page.evaluate(() => {
    for (const details of document.querySelectorAll<HTMLDetailsElement>('details:not([open])')) {
      details.setAttribute('data-read-open', '');
      details.open = true;
    }
  });
  for (const image of await page
    .locator(PICTURE_FOLDERS.map((folder) => `img[src^="${folder}"]`).join(', '))
    .all()) {
    // One the layout does not draw at this width is not shown, and not measured.
    if (!(await image.isVisible())) continue;
    await image.scrollIntoViewIfNeeded();
    await image.evaluate((element: HTMLImageElement) => element.decode().catch(() => undefined));
  }
  return page.evaluate(async (folders) => {
    const images = [...document.querySelectorAll('img')].filter((image) => {
      const path = new URL(image.currentSrc || image.src, location.href).pathname;
      return image.getClientRects().length > 0 && folders.some((folder) => path.startsWith(folder));
    });
    const sizes = await Promise.all(
      images.map(async (image) => {
        const src = new URL(image.currentSrc || image.src, location.href).pathname;
        const svg = new DOMParser().parseFromString(await (await fetch(src)).text(), 'image/svg+xml');
        const root = svg.documentElement;
        const ownWidth = Number(root.getAttribute('viewBox')?.split(/\s+/)[2] ?? root.getAttribute('width'));
        const recorded = Number(root.getAttribute('data-min-font-size') ?? 0);
        const shownWidth = image.getBoundingClientRect().width;
        return { src, smallest: ownWidth > 0 ? (recorded * shownWidth) / ownWidth : 0 };
      }),
    );
    for (const details of document.querySelectorAll<HTMLDetailsElement>('details[data-read-open]')) {
      details.removeAttribute('data-read-open');
      details.open = false;
    }
    return sizes;
  }, PICTURE_FOLDERS);
}

export interface DiagramText {
  /** the diagram's id (`data-diagram`) */
  diagram: string;
  /** the smallest text of the diagram as displayed, in CSS pixels */
  smallest: number;
}

/**
 * Every flow diagram shown (`data-diagram`: a process's steps, an integration's set-up, the two lanes
 * between a partner and Aden): the smallest font size of its visible text. Each is drawn in HTML, so
 * its text is as large as its computed style says.
 */
export function diagramTextSizes(page: Page): Promise<DiagramText[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-diagram]')]
      .filter((diagram) => diagram.getBoundingClientRect().width > 0)
      .map((diagram) => {
        const sizes: number[] = [];
        const walker = document.createTreeWalker(diagram, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const element = walker.currentNode.parentElement;
          if (!walker.currentNode.textContent?.trim() || !element) continue;
          if (element.getBoundingClientRect().width === 0) continue;
          sizes.push(Number.parseFloat(getComputedStyle(element).fontSize));
        }
        return { diagram: diagram.dataset.diagram ?? '', smallest: sizes.length ? Math.min(...sizes) : 0 };
      }),
  );
}

/** The type families of the customer logos on the page, one entry per family. */
/**
 * Why a page's customer logos break the rule, or null: `expected` logos, all in one type family. A
 * page that lost its logos fails on their count, as a page with a stray family fails on the family.
 */
export async function customerMarksProblem(page: Page, expected: number): Promise<string | null> {
  const families = await page.evaluate(() =>
    [...document.querySelectorAll('[data-customer-mark]')].map((mark) => getComputedStyle(mark).fontFamily),
  );
  if (families.length !== expected) return `${families.length} customer logos, expected ${expected}`;
  const distinct = [...new Set(families)];
  return distinct.length > 1
    ? `customer logos in ${distinct.length} type families: ${distinct.join(' | ')}`
    : null;
}

/** The font sizes (px) of the page's visible text, smallest first, each with an example. */
export function fontSizesOfVisibleText(page: Page): Promise<{ size: number; example: string }[]> {
  return page.evaluate(() => {
    const sizes = new Map<number, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim();
      const element = walker.currentNode.parentElement;
      if (!text || !element) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      const size = Number.parseFloat(style.fontSize);
      if (!sizes.has(size)) sizes.set(size, `${element.tagName.toLowerCase()}: ${text.slice(0, 40)}`);
    }
    return [...sizes].map(([size, example]) => ({ size, example })).sort((a, b) => a.size - b.size);
  });
}
