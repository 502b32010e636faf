import { conversionSchema, eventSchema } from '@hl/shared/contracts';
import { describe, expect, it } from 'vitest';
import { toBody } from './send.ts';

describe('what the tracker sends', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');

  it('is an event the BFF contract accepts', () => {
    const body = toBody({ kind: 'event', type: 'calculator_selected', element: 'calculator', value: 'transfer' }, now);
    expect(eventSchema.parse(JSON.parse(JSON.stringify(body)))).toMatchObject({
      type: 'calculator_selected',
      element: 'calculator',
      value: 'transfer',
    });
  });

  it('is a conversion the BFF contract accepts', () => {
    const body = toBody({ kind: 'conversion', type: 'newsletter_signup' }, now);
    expect(conversionSchema.parse(body)).toMatchObject({ type: 'newsletter_signup' });
  });
});
