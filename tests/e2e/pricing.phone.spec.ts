import { comparison, plans } from '../../src/content/pricing';
import { waitForApp } from './support/authFlows';
import { expect, test } from './support/test';

// The comparison table at 390 px: one plan at a time beside the feature names, nothing cut off.

test('the comparison table shows one plan at a time, readable at 390 px', async ({ page }) => {
  await page.goto('/pricing');
  await waitForApp(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const table = page.getByTestId('comparison-table');
  await table.scrollIntoViewIfNeeded();
  const header = table.locator('thead th:visible');
  const featured = plans.find((plan) => 'featured' in plan && plan.featured);
  await expect(header).toHaveCount(2);
  await expect(header.nth(1)).toHaveText(featured?.name ?? '');

  for (const group of comparison) {
    await expect(table.getByRole('rowheader', { name: group.module, exact: true })).toBeVisible();
  }
  const box = await table.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);

  const switcher = page.getByRole('group', { name: 'Plan shown in the table' });
  for (const plan of plans) {
    await switcher.getByRole('button', { name: plan.name }).click();
    await expect(header.nth(1)).toHaveText(plan.name);
    // The first row: how many office users (the paid seats) the plan takes.
    const users = comparison[0]?.rows[0];
    const row = table.locator('tr', {
      has: page.getByRole('rowheader', { name: users?.feature ?? '', exact: true }),
    });
    await expect(row.locator('td:visible')).toHaveText(String(users?.values[plan.id]));
    // Every visible cell sits inside the screen and its text is not clipped.
    const cells = await table.locator('th:visible, td:visible').evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        return { right: rect.right, clipped: element.scrollWidth > element.clientWidth + 1 };
      }),
    );
    expect(cells.every((cell) => cell.right <= 390 && !cell.clipped)).toBe(true);
  }
  await page.screenshot({ path: 'test-results/screenshots/pricing-comparison-390.png', fullPage: true });
});
