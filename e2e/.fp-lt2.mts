import { chromium } from '@playwright/test';

const url = process.argv[2] ?? 'http://localhost:18290/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const block of [true, false, true, false]) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  if (block) await page.route('**/*.js', (r) => r.abort());
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    (window as any).__lt = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  console.log(block ? 'no JS' : 'JS   ', JSON.stringify(await page.evaluate(() => (window as any).__lt)));
  await ctx.close();
}
await browser.close();
