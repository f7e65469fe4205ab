import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [390, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ version: 'x', date: new Date().toISOString(), functional: false, marketing: false })));
  const page = await context.newPage();
  await page.goto(process.env.BASE + '/', { waitUntil: 'networkidle' });
  const necessary = page.getByRole('button', { name: 'Necessary only' });
  if (await necessary.isVisible()) await necessary.click();
  await page.getByRole('button', { name: 'Book a demo' }).first().click();
  await page.getByRole('dialog', { name: 'Book a demo' }).waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/facts-shots/demo-${width}.png` });
  await page.getByRole('button', { name: 'Ask for a time' }).click();
  await page.getByRole('dialog', { name: 'Ask for a demo time' }).waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/facts-shots/ask-${width}.png` });
  await context.close();
}
await browser.close();
