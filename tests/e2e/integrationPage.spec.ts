import { expect, test } from './support/test';

// An integration page (/integrations/{slug}) as a buyer reads it: its set-up drawn in two lanes, a
// closing band that promises only what the plans allow, and the table of syncs whole on a phone.

test('draws the set-up in the partner’s lane and Aden’s, and says which plan brings it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/integrations/procore');
  const diagram = page.locator('[data-diagram="setup-diagram"]').and(page.getByRole('img'));
  await expect(diagram).toHaveAttribute(
    'aria-label',
    '1. Install the Aden app (Procore), 2. Sign in as that administrator (Aden), 3. Map cost codes (Aden), 4. Choose the projects to link (Aden)',
  );
  const band = page.locator('section#get-started, section:has(#get-started-heading)');
  await expect(band).toContainText('Procore comes with Team and above');
  await expect(band).not.toContainText('Start on the free plan and connect Procore');
});

test('asks about an integration that is not built instead of offering to connect it today', async ({
  page,
}) => {
  await page.goto('/integrations/sage-300-cre');
  const band = page.locator('section:has(#get-started-heading)');
  await expect(band.getByRole('heading', { name: 'Ask us about Sage 300 CRE' })).toBeVisible();
  await expect(band).toContainText('Sage 300 CRE is not available yet.');
  await expect(page.getByRole('heading', { name: /Connect Sage 300 CRE/ })).toHaveCount(0);
});

test('keeps the table of syncs within a 390 px phone, every word whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/integrations/quickbooks');
  const region = page.getByRole('region', { name: 'What syncs with QuickBooks Online' });
  await region.scrollIntoViewIfNeeded();
  const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  // No word is split over two lines ("minute" / "s"); a break after a hyphen is a normal break.
  const broken = await region.evaluate((element) => {
    const words: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      for (const match of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) words.push(match[0]);
      }
    }
    return words;
  });
  expect(broken).toEqual([]);
});
