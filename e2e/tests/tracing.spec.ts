import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Service, stop } from '@hl/tooling/stack';
import { expect, test } from '../support/fixtures.ts';
import { ALT_BFF_PORT } from '../support/ports.ts';
import { startBffWith } from '../support/stack.ts';

/**
 * One lead, one trace: the form's POST carries a traceparent, and the BFF (tracing on, exporting to
 * a stand-in for the OpenTelemetry collector) continues that trace.
 */
const site = `http://localhost:${ALT_BFF_PORT}`;
const spans: Array<{ traceId: string; parentSpanId?: string; name: string }> = [];
let collector: http.Server;
let bff: Service;

test.beforeAll(async () => {
  collector = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    for (const resource of body.resourceSpans ?? [])
      for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  bff = await startBffWith(ALT_BFF_PORT, {
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    OTEL_BSP_SCHEDULE_DELAY: '100',
  });
});

test.afterAll(async () => {
  await stop(bff);
  await new Promise<void>((resolve) => collector.close(() => resolve()));
});

test("a lead's trace starts in the form and the BFF's spans continue it", async ({ page }) => {
  await page.goto(`${site}/agents/partner`);
  const form = page.getByRole('form', { name: 'Register Your Interest' });
  await form.getByLabel('Name & Surname').fill('Lerato Mokoena');
  await form.getByLabel('Email').fill(`lerato.${Date.now()}@agency.example`);
  await form.getByLabel('Contact Number').fill('011 555 0101');
  await form.getByLabel('Estate Agency').fill('Highveld Homes');
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/contact/partner'));
  await form.getByRole('button', { name: 'Register Interest' }).click();
  const header = (await posted).headers().traceparent ?? '';
  expect(header).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  const [, traceId, parentId] = header.split('-');
  await expect(form.getByText(/Thanks! We’ve received your details/)).toBeVisible();

  await expect
    .poll(() => spans.filter((span) => span.traceId === traceId).map((span) => span.name), { timeout: 15_000 })
    .toContain('store lead');
  expect(spans.some((span) => span.traceId === traceId && span.parentSpanId === parentId)).toBe(true);
});
