import { certifications, uptimeByPlan } from '../../src/content/facts/trust';
import { plans } from '../../src/content/pricing';
import { expect, test } from './support/test';

// /security: what a buyer's security review asks for, reached from the footer, the company page and
// the Resources menu; /.well-known/security.txt for researchers' tools.

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the footer leads to /security, with audits, subprocessors, regions, uptime, status and reporting (${viewport.width} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/pricing');
    await page
      .getByRole('navigation', { name: 'Company' })
      .getByRole('link', { name: 'Security and trust' })
      .click();
    await expect(page).toHaveURL(/\/security$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security and trust');
    for (const heading of [
      'Certifications and audits',
      'Subprocessors',
      'Data residency',
      'Uptime commitments',
      'System status',
      'Report a vulnerability',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    // Each audit with the day its report was issued, as a US reader writes it.
    for (const item of certifications) {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: item.name }) });
      const issued = new Date(`${item.reportDate}T00:00:00Z`).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      await expect(card.getByText(issued, { exact: true })).toBeVisible();
    }
    // Every subprocessor's row keeps its purpose and region whole, at any width.
    const rows = page.locator('#subprocessors tbody tr');
    await expect(rows).toHaveCount(7);
    for (const cell of await page.locator('#subprocessors td').all()) {
      expect(await cell.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    // Each plan's commitment, as the facts (and so the pricing comparison) give it.
    const uptime = page.locator('#uptime');
    for (const plan of plans) {
      const commitment = uptimeByPlan[plan.id];
      await expect(
        uptime
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: plan.name, exact: true }) }),
      ).toContainText(commitment ? `${commitment.percent} monthly uptime` : 'No uptime commitment');
    }
    await expect(page.getByRole('link', { name: 'Open the status page' })).toHaveAttribute(
      'href',
      'https://status.adenhq.com',
    );
    await expect(page.locator('#report-a-vulnerability a[href="mailto:security@adenhq.com"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.screenshot({ path: testInfo.outputPath(`security-${viewport.width}.png`), fullPage: true });
  });
}

test('the terms and the pricing page send a buyer to the one statement of uptime', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(page.getByText(/99\.\d% monthly availability/)).toHaveCount(0);
  await page.getByRole('link', { name: 'security page' }).first().click();
  await expect(page).toHaveURL(/\/security#uptime$/);
  await expect(page.locator('#uptime')).toBeInViewport();

  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Security and trust' }).first().click();
  await expect(page).toHaveURL(/\/security$/);
});

test('the company page and the Resources menu link to /security', async ({ page }) => {
  await page.goto('/company');
  await page
    .locator('#security')
    .getByRole('link', { name: /^Certifications, subprocessors/ })
    .click();
  await expect(page).toHaveURL(/\/security$/);
  await page.getByRole('banner').getByRole('button', { name: 'Resources', exact: true }).click();
  const program = page.getByRole('menuitem', { name: /^Security Program/ });
  await expect(program).toHaveAttribute('href', '/security');
  await expect(program).not.toHaveAttribute('target', '_blank');
});

test('/.well-known/security.txt follows RFC 9116 and points to the policy on /security', async ({
  request,
}) => {
  const answer = await request.get('/.well-known/security.txt');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^text\/plain/);
  const fields = new Map(
    (await answer.text())
      .trimEnd()
      .split('\n')
      .map((line) => line.split(/: (.*)/s).slice(0, 2) as [string, string]),
  );
  expect([...fields.keys()]).toEqual(['Contact', 'Expires', 'Policy', 'Preferred-Languages', 'Canonical']);
  expect(fields.get('Contact')).toBe('mailto:security@adenhq.com');
  const days = (Date.parse(fields.get('Expires') ?? '') - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(30);
  expect(days).toBeLessThan(365);
  expect(fields.get('Policy')).toMatch(/\/security#report-a-vulnerability$/);
  expect(fields.get('Canonical')).toMatch(/\/\.well-known\/security\.txt$/);
});
