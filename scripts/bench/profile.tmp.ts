import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
const base = process.argv[2] ?? 'http://127.0.0.1:45613';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
const page = await context.newPage();
await page.goto(`${base}/`, { waitUntil: 'networkidle' });
await page.waitForTimeout(2500);
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.getByRole('button', { name: process.argv[3] ?? 'Modules' }).first().click();
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const self = new Map<string, number>();
const dt = new Map<number, number>();
profile.samples?.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
for (const node of profile.nodes) {
  const f = node.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt.get(node.id) ?? 0));
}
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join('\n'));
await browser.close();
