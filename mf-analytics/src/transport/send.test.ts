import type { TrackedRecord } from '@hl/shared/analytics';
import { conversionSchema, eventSchema, pageViewSchema } from '@hl/shared/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { send, toBody } from './send.ts';

const at = { timestamp: '2026-11-22T10:00:00.000Z', path: '/calculators', title: 'Calculators' };

describe('what the tracker sends', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a page view the BFF contract accepts', () => {
    const body = toBody({ kind: 'pageview', ...at });
    expect(pageViewSchema.parse(body)).toMatchObject({ path: '/calculators', title: 'Calculators' });
  });

  it('is an event the BFF contract accepts', () => {
    const body = toBody({
      kind: 'event',
      type: 'calculator_selected',
      element: 'calculator',
      value: 'transfer',
      ...at,
    });
    expect(eventSchema.parse(JSON.parse(JSON.stringify(body)))).toMatchObject({
      type: 'calculator_selected',
      element: 'calculator',
      value: 'transfer',
    });
  });

  it('is a conversion the BFF contract accepts', () => {
    const body = toBody({ kind: 'conversion', type: 'newsletter_signup', ...at });
    expect(conversionSchema.parse(body)).toMatchObject({ type: 'newsletter_signup' });
  });

  it.each([
    [{ kind: 'pageview', ...at }, 'Failed to track page view'],
    [{ kind: 'event', type: 'nav_click', ...at }, 'Failed to track event'],
    [{ kind: 'conversion', type: 'callback_request', ...at }, 'Failed to track conversion'],
  ] as Array<[TrackedRecord, string]>)(
    'logs a failed send with its message and never throws',
    async (record, message) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(null, { status: 503 })),
      );
      await send(record);
      expect(warn).toHaveBeenCalledWith(message, expect.any(Error));
    },
  );
});
