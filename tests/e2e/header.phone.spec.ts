import { expect, test } from './support/test';

test.describe('phone header (390 px)', () => {
  test('the burger opens an accordion that keeps one section open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    for (const action of ['Free Sign Up', 'Book a demo', 'Sign In']) {
      await expect(drawer.getByRole('button', { name: action })).toBeVisible();
    }

    const modules = drawer.getByRole('button', { name: 'Modules' });
    const customer = drawer.getByRole('button', { name: 'Customer' });
    await modules.click();
    await expect(modules).toHaveAttribute('aria-expanded', 'true');
    for (const module of ['Finance & Accounting', 'Workforce', 'E-commerce', 'Professional Services'])
      await expect(drawer.getByRole('link', { name: module })).toBeVisible();
    await customer.click();
    await expect(customer).toHaveAttribute('aria-expanded', 'true');
    await expect(modules).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('link', { name: 'Finance & Accounting' })).toBeHidden();

    await drawer.getByRole('link', { name: 'Healthcare' }).click();
    await expect(page).toHaveURL(/\/customer\/healthcare$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Professional Services is one press away in the drawer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Modules' }).click();
    await drawer.getByRole('link', { name: 'Professional Services' }).click();
    await expect(page).toHaveURL(/\/professionalServices$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Free Sign Up opens the sign-up dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Free Sign Up' }).click();
    await expect(page.getByRole('dialog').getByText('Already have an account? Log in')).toBeVisible();
    // The one dialog, named and exposed to assistive technology (opened after the drawer has gone).
    await expect(page.getByRole('dialog')).toHaveAccessibleName('Sign up for Aden');
  });
});
