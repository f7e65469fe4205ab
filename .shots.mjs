import { chromium } from '@playwright/test';
const base = process.env.BASE;
const pages = (process.env.PAGES ?? '/').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [390, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ version: 'x', date: new Date().toISOString(), functional: false, marketing: false })));
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = path.replace(/[^a-z0-9]+/gi, '_') || 'home';
    const sel = process.env.SEL;
    if (sel) {
      const el = page.locator(sel).first();
      await el.scrollIntoViewIfNeeded();
      await el.screenshot({ path: `/tmp/facts-shots/${name}-${width}-sel.png` });
    } else {
      await page.screenshot({ path: `/tmp/facts-shots/${name}-${width}.png`, fullPage: process.env.FULL === '1' });
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(path, width, 'overflow', overflow, 'height', await page.evaluate(() => document.documentElement.scrollHeight));
  }
  await context.close();
}
await browser.close();
