import { chromium } from '@playwright/test';

const url = process.argv[2] ?? 'http://localhost:18290/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, {
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'disabled-by-default-v8.compile'],
});
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(800);
const buf = await browser.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents as any[];
const main = events.filter((e) => e.name === 'RunTask' && e.dur > 30000);
for (const t of main) {
  const inside = events.filter(
    (e) =>
      e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.dur > 3000 && e.name !== 'RunTask',
  );
  const agg = new Map<string, number>();
  for (const e of inside) {
    const k =
      e.name +
      (e.args?.data?.url ? ' ' + e.args.data.url.slice(-30) : '') +
      (e.args?.data?.functionName ? ' ' + e.args.data.functionName : '');
    agg.set(k, Math.max(agg.get(k) ?? 0, e.dur));
  }
  console.log(
    `task @${Math.round((t.ts - events[0].ts) / 1000)}ms ${Math.round(t.dur / 1000)}ms:`,
    [...agg]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `${k}=${Math.round(v / 1000)}`)
      .join(' | '),
  );
}
await browser.close();
