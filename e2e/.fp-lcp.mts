import { chromium } from '@playwright/test';

const url = process.argv[2]!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
});
const page = await ctx.newPage();
await page.addInitScript(() => {
  (window as any).__lcp = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries() as any)
      (window as any).__lcp.push([
        Math.round(e.startTime),
        e.size,
        e.element
          ? e.element.tagName +
            '.' +
            e.element.className +
            ' ' +
            (e.element.textContent || '').slice(0, 40) +
            ' connected=' +
            e.element.isConnected
          : 'removed',
      ]);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
});
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
console.log(
  JSON.stringify(await page.evaluate(() => (window as any).__lcp.map((x: any) => [...x.slice(0, 2), x[2]]))),
  '\nscrollY',
  await page.evaluate(() => scrollY),
);
await browser.close();
