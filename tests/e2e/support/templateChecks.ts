import type { Page } from '@playwright/test';

/**
 * One page per template, with the product picture each must show (null: a page without one), how
 * many feature rows with their fragment of the product, flow diagrams and customers' logos it has
 * (none unless said). The
 * employee and online-form pages are not prerendered: the server's seeded records fill them.
 */
/** A template's page, what hero picture it shows and how many feature rows. */
export interface TemplatePage {
  template: string;
  path: string;
  picture: string | null;
  featureRows?: number;
  /** the flow diagrams it shows (none unless said) */
  diagrams?: number;
  /** the customers' logos it shows (none unless said) */
  customerMarks?: number;
}

export const TEMPLATE_PAGES: readonly TemplatePage[] = [
  { template: 'home', path: '/', picture: '/pictures/home-dashboard.svg', featureRows: 1, customerMarks: 1 },
  { template: 'module', path: '/accounting', picture: '/pictures/module-accounting.svg', featureRows: 6 },
  {
    template: 'industry',
    path: '/customer/construction',
    picture: '/pictures/industry-construction.svg',
    customerMarks: 1,
  },
  {
    template: 'case study',
    path: '/case-studies/tc-boiler',
    picture: '/pictures/case-study-tc-boiler.svg',
    customerMarks: 5,
  },
  { template: 'customers', path: '/customers', picture: null, customerMarks: 15 },
  { template: 'pricing', path: '/pricing', picture: null },
  { template: 'contact', path: '/contact', picture: null },
  { template: 'company', path: '/company', picture: null },
  { template: 'integrations', path: '/integrations', picture: null },
  { template: 'integration', path: '/integrations/quickbooks', picture: null, diagrams: 1 },
  {
    template: 'integration process',
    path: '/integration-process/quickbooks/order-to-cash',
    picture: '/illustrations/sync-quickbooks-order-to-cash.svg',
    diagrams: 1,
  },
  { template: 'business processes', path: '/business-processes', picture: null },
  {
    template: 'business process',
    path: '/business-processes/order-to-cash',
    picture: null,
    diagrams: 1,
  },
  { template: 'blog', path: '/blog', picture: null },
  { template: 'blog tag', path: '/blog/tag/finance', picture: null },
  { template: 'blog post', path: '/blog/change-orders-that-get-paid', picture: null },
  { template: 'legal', path: '/privacy', picture: null },
  { template: 'ROI calculator', path: '/RoiCalculator', picture: null },
  { template: 'sitemap', path: '/sitemaps/integrations', picture: null },
  { template: 'employee', path: '/employee/maya-patel', picture: null },
  { template: 'online form', path: '/online-form/demo', picture: null },
];

/**
 * What is wrong with the images of the page as shown: an image shown twice (a decorative one may be),
 * one that did not load, one without alt text (alt="" only on a decorative image), a page wider than the window. Images are
 * scrolled into view first, so lazy ones load; one the layout does not draw at this width (a link
 * card's logo on a phone, whose card shows its title alone) is not shown, and not judged.
 */
export async function pictureProblems(page: Page): Promise<string[]> {
  // What a phone keeps behind one press (a closed <details>) is opened, so its pictures are seen too.
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });
  for (const image of await page.locator('img').all()) {
    if (!(await image.isVisible())) continue;
    await image.scrollIntoViewIfNeeded();
    await image.evaluate((element: HTMLImageElement) => element.decode().catch(() => undefined));
  }
  return page.evaluate(() => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const image of [...document.querySelectorAll('img')]) {
      if (image.getClientRects().length === 0) continue;
      // A view of a file (`partners.svg#adp`) is a picture of its own: the fragment names it. Chromium
      // gives every view of a file the first one's URL as `currentSrc`, so without a srcset the
      // image's own `src` says which it shows.
      const url = new URL((image.srcset && image.currentSrc) || image.src, location.href);
      const src = `${url.pathname}${url.hash}`;
      const alt = image.getAttribute('alt');
      const decorative =
        alt === '' &&
        (image.getAttribute('role') === 'presentation' || image.closest('[aria-hidden="true"]'));
      // A decorative glyph may stand beside several names (two partners of one category).
      if (seen.has(src) && !decorative) problems.push(`${src} shown twice`);
      seen.add(src);
      if (!image.complete || image.naturalWidth === 0) problems.push(`${src} did not load`);
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

/**
 * The grids of the page that end on a lone card. A grid is an element laid out with CSS grid whose
 * items (children shown, in the flow; a `display: contents` child's own children) sit in two or
 * more columns and fill more than one row; it ends on a lone card when the last item shares its row
 * with no other and is narrower than three quarters of the grid (a full-width last item is a row of
 * its own by design).
 */
export async function loneCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const itemsOf = (parent: Element): Element[] =>
      [...parent.children].flatMap((child) =>
        getComputedStyle(child).display === 'contents' ? itemsOf(child) : [child],
      );
    const nameOf = (element: Element) => {
      const landmark = element.closest('[id]');
      const label = element.getAttribute('aria-label');
      return `${landmark ? `#${landmark.id} ` : ''}${element.tagName.toLowerCase()}${label ? ` "${label}"` : ''}`;
    };
    const problems: string[] = [];
    for (const grid of document.querySelectorAll('body *')) {
      const style = getComputedStyle(grid);
      if (style.display !== 'grid' && style.display !== 'inline-grid') continue;
      const columns = style.gridTemplateColumns.split(' ').filter((track) => track.endsWith('px')).length;
      const items = itemsOf(grid)
        .filter((item) => !['absolute', 'fixed'].includes(getComputedStyle(item).position))
        .map((item) => item.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      const last = items.at(-1);
      if (columns < 2 || items.length <= columns || !last) continue;
      const lastRow = items.filter((box) => box.top < last.bottom - 1 && box.bottom > last.top + 1);
      if (lastRow.length === 1 && last.width < grid.getBoundingClientRect().width * 0.75)
        problems.push(`${nameOf(grid)}: ${items.length} items in ${columns} columns end on a lone card`);
    }
    return problems;
  });
}

/**
 * The panels of the page drawn as outlined boxes (docs/decisions/0175-surfaces-by-tone.md: a card or
 * panel is set apart by its tone): a box of 120 × 48 px or more in `main` with a visible line on all
 * four sides. A form keeps its outline (MUI's outlined Paper, which holds the fields), and so do a
 * table's frame, a flow diagram's steps and what is inside a button (a disclosure's summary too) or a
 * field.
 */
export async function outlinedPanels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const outlined = (style: CSSStyleDeclaration) =>
      (['Top', 'Right', 'Bottom', 'Left'] as const).every(
        (side) =>
          Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
          !/rgba\([^)]*,\s*0\)|transparent/.test(
            style.getPropertyValue(`border-${side.toLowerCase()}-color`),
          ),
      );
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      const box = element.getBoundingClientRect();
      if (box.width < 120 || box.height < 48 || !outlined(getComputedStyle(element))) continue;
      if (element.matches('.MuiPaper-outlined, table, :has(> table)')) continue;
      if (
        element.closest(
          'button, a.MuiButton-root, summary, input, textarea, select, fieldset, [data-diagram]',
        )
      )
        continue;
      const landmark = element.closest('[id]');
      const text = (element.textContent ?? '').trim().slice(0, 40);
      problems.push(
        `${landmark ? `#${landmark.id} ` : ''}${element.tagName.toLowerCase()} "${text}" is outlined`,
      );
    }
    return problems;
  });
}

/** Everything the per-template tests check on a page as shown. */
export async function templateProblems(page: Page): Promise<string[]> {
  return [...(await pictureProblems(page)), ...(await loneCards(page)), ...(await outlinedPanels(page))];
}

/**
 * The centered paragraphs of more than three lines (docs/decisions/0182: on a phone a centered text
 * starts each line somewhere else, so a long one is set from the left). A paragraph is a block in
 * `main` whose children are all inline (a heading, a `<p>`, a list item, a cell) and that holds text;
 * its lines are the distinct rows its text's boxes stand on.
 */
export async function longCenteredText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inline = (element: Element) => getComputedStyle(element).display.startsWith('inline');
    const linesOf = (element: Element) => {
      const rows: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects())
          if (box.width > 0 && !rows.some((row) => Math.abs(row - box.top) < box.height / 2))
            rows.push(box.top);
      }
      return rows.length;
    };
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      const style = getComputedStyle(element);
      if (!['center', '-webkit-center'].includes(style.textAlign) || inline(element)) continue;
      if (![...element.children].every(inline) || !element.textContent?.trim()) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const lines = linesOf(element);
      if (lines <= 3) continue;
      const landmark = element.closest('[id]');
      const text = element.textContent.trim().slice(0, 40);
      problems.push(
        `${landmark ? `#${landmark.id} ` : ''}${element.tagName.toLowerCase()} "${text}" is centered on ${lines} lines`,
      );
    }
    return problems;
  });
}

/**
 * The columns that stand empty beside a tall one (docs/decisions/0183): in a grid of `main` laid out
 * as one row of two or more columns, a column whose content ends more than 240 px above the tallest
 * column's and fills less than half its height. An item's content is what its text and boxes cover,
 * not the cell, which the grid stretches to the row.
 */
export async function emptyColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>('main *')) {
      const style = getComputedStyle(grid);
      if (style.display !== 'grid') continue;
      const columns = style.gridTemplateColumns.split(' ').filter((track) => track.endsWith('px')).length;
      const items = [...grid.children].filter((item) => item.getBoundingClientRect().height > 0);
      if (columns < 2 || items.length !== columns) continue;
      const heights = items.map((item) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        return range.getBoundingClientRect().height;
      });
      const tallest = Math.max(...heights);
      const shortest = Math.min(...heights);
      if (tallest - shortest <= 240 || shortest >= tallest / 2) continue;
      const landmark = grid.closest('[id]');
      problems.push(
        `${landmark ? `#${landmark.id} ` : ''}${grid.tagName.toLowerCase()}: a column of ${Math.round(shortest)} px beside one of ${Math.round(tallest)} px`,
      );
    }
    return problems;
  });
}
