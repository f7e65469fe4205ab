import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatMoney } from '../../contract/usNumbers';
import { yearlySaving } from '../../src/content/billingTerms';
import { paidPlans, plans, pricingFaq } from '../../src/content/pricing';
import { waitForApp } from './support/authFlows';
import { collectPageProblems } from './support/pageProblems';
import { expect, test } from './support/test';

// /pricing: the plans from src/content/pricing.ts, billing in the URL, the calls to action, JSON-LD.

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

const price = (page: Page, planId: string) => page.getByTestId(`price-${planId}`);

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block));
}

test.describe('pricing page', () => {
  test('shows every plan with its monthly price, and the toggle switches every paid price and the URL', async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    await page.goto('/pricing');
    await waitForApp(page);
    for (const plan of plans) {
      await expect(page.getByRole('heading', { level: 2, name: plan.name, exact: true })).toBeVisible();
    }
    for (const plan of paidPlans)
      await expect(price(page, plan.id)).toHaveText(formatMoney(plan.pricePerUser.monthly));
    await expect(price(page, 'freeforever')).toHaveText('$0');
    await expect(page.getByText('Every account starts on Free Forever.')).toBeVisible();
    for (const plan of paidPlans) {
      await expect(
        page.getByText(
          `${formatMoney(plan.pricePerUser.yearly)} billed yearly: save ${yearlySaving(plan).percent}%`,
        ),
      ).toBeVisible();
    }

    await page.getByRole('button', { name: /^Yearly/ }).click();
    await expect(page).toHaveURL(/\/pricing\?billing=yearly$/);
    for (const plan of paidPlans) {
      await expect(price(page, plan.id)).toHaveText(formatMoney(plan.pricePerUser.yearly));
      const saving = yearlySaving(plan);
      await expect(page.getByTestId(`saving-${plan.id}`)).toHaveText(
        `Save ${formatMoney(saving.perUserPerYear)} per office user a year`,
      );
    }
    await expect(price(page, 'freeforever')).toHaveText('$0');
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Monthly' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    for (const plan of paidPlans)
      await expect(price(page, plan.id)).toHaveText(formatMoney(plan.pricePerUser.monthly));
    expect(problems).toEqual([]);
  });

  test('a link with ?billing=yearly opens on yearly prices, without a hydration error', async ({ page }) => {
    const problems = collectPageProblems(page);
    await page.goto('/pricing?billing=yearly');
    await waitForApp(page);
    for (const plan of paidPlans)
      await expect(price(page, plan.id)).toHaveText(formatMoney(plan.pricePerUser.yearly));
    await expect(page.getByRole('button', { name: /^Yearly/ })).toHaveAttribute('aria-pressed', 'true');
    expect(problems).toEqual([]);
  });

  test('without JavaScript the prerendered page shows the monthly prices', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pricing?billing=yearly');
    for (const plan of paidPlans) {
      await expect(price(page, plan.id)).toBeVisible();
      await expect(price(page, plan.id)).toHaveText(formatMoney(plan.pricePerUser.monthly));
    }
    await expect(page.getByTestId('comparison-table')).toBeVisible();
    await expect(page.getByText(pricingFaq[0]?.answer ?? '')).toBeAttached();
    await context.close();
  });

  test('each call to action opens its dialog', async ({ page }) => {
    await page.goto('/pricing');
    await waitForApp(page);
    for (const plan of plans.filter((candidate) => candidate.cta.action === 'signup')) {
      await page.getByRole('button', { name: plan.cta.label, exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Already have an account? Log in')).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    const enterprise = page.getByRole('article', { name: 'Enterprise' });
    await enterprise.getByRole('button', { name: 'Contact sales' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Sales' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await enterprise.getByRole('button', { name: 'book a discovery call' }).click();
    const discovery = page.getByRole('dialog', { name: 'Book a discovery call' });
    await expect(discovery).toBeVisible();
    await expect(discovery.locator('iframe')).toBeAttached();
    await discovery.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('link', { name: 'Calculate your ROI' }).click();
    await expect(page).toHaveURL(/\/RoiCalculator$/);
  });

  test('publishes the plans as Product / Offer and the questions as FAQPage JSON-LD', async ({ page }) => {
    await page.goto('/pricing');
    const blocks = await jsonLd(page);
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(pricingFaq.length).toBeGreaterThanOrEqual(8);
    expect(faq?.mainEntity).toEqual(
      pricingFaq.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    );
    const product = blocks.find((block) => block['@type'] === 'Product') as
      | { offers: Array<{ name: string; price: number; priceCurrency: string }> }
      | undefined;
    expect(product?.offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual(
      plans
        .filter((plan) => plan.kind !== 'custom')
        .map((plan) => [plan.name, plan.pricePerUser.monthly, 'USD']),
    );
    // Each question is the summary of a disclosure, as on every FAQ of the site.
    for (const entry of pricingFaq)
      await expect(page.locator('summary', { hasText: entry.question })).toBeVisible();
  });
});
