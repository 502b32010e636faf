import { chromium } from '@playwright/test';

const url = process.argv[2] ?? 'http://localhost:18290/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const res: string[] = [];
for (let i = 0; i < 5; i++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    (window as any).__lt = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('hl:interactive').length > 0);
  const mark = await page.evaluate(() => Math.round(performance.getEntriesByName('hl:interactive')[0]!.startTime));
  await page.waitForTimeout(500);
  const lt = await page.evaluate(() => (window as any).__lt);
  const before = lt.filter(([s]: number[]) => s < mark);
  res.push(
    `interactive@${mark} tasks-before=${JSON.stringify(before)} tbt-before=${before.reduce((t: number, [, d]: number[]) => t + Math.max(0, d - 50), 0)}`,
  );
  await ctx.close();
}
console.log(res.join('\n'));
await browser.close();
