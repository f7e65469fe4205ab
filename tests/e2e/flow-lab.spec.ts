import { expect, test } from '@playwright/test';

test.describe('the flow lab', () => {
  test('drives the login flow one transition at a time, answering its call by hand', async ({ page }) => {
    await page.goto('/flow-lab.html');
    await page
      .getByRole('navigation', { name: 'Machines' })
      .getByRole('button', { name: /^login/ })
      .click();
    await expect(page.getByLabel('State value')).toHaveText('"editing"');

    const submit = page.getByRole('textbox', { name: 'Event login.submit' });
    await expect(page.getByRole('button', { name: 'Send login.submit' })).toBeDisabled();
    await submit.fill(
      JSON.stringify({ type: 'login.submit', email: 'ada@example.com', password: 'pw-123456' }),
    );
    await page.getByRole('button', { name: 'Send login.submit' }).click();
    await expect(page.getByLabel('State value')).toHaveText('"submitting"');

    const call = page.getByRole('region', { name: 'Waiting calls' });
    await expect(call.getByLabel('Input of loginRequest')).toContainText('ada@example.com');
    await call
      .getByRole('textbox', { name: 'Answer for loginRequest' })
      .fill('{"message":"Incorrect email or password"}');
    await call.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByLabel('State value')).toHaveText('"editing"');
    await expect(page.getByLabel('Context')).toContainText('Incorrect email or password');
    await expect(page.getByRole('region', { name: 'Log' })).toContainText('loginRequest rejected');
  });

  test('sends an event without payload and restarts the machine', async ({ page }) => {
    await page.goto('/flow-lab.html');
    await page
      .getByRole('navigation', { name: 'Machines' })
      .getByRole('button', { name: /^demoDialog/ })
      .click();
    await page.getByRole('button', { name: 'Send demo.open' }).click();
    await expect(page.getByLabel('State value')).toHaveText('"open"');
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect(page.getByLabel('State value')).toHaveText('"closed"');
  });
});
