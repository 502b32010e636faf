import { analyticsBatchSchema } from '@hl/shared/contracts';
import { describe, expect, it } from 'vitest';
import { eventItem, type PageContext, pageViewItem, recordItem, withIds } from './payload.ts';

const at = {
  timestamp: '2026-11-23T10:00:00.000Z',
  path: '/calculators',
  title: 'Calculators | BondBridge',
  url: 'https://www.example.co.za/calculators?calc=transfer&utm_source=newsletter&utm_medium=email',
};

const context: PageContext = {
  referrer: 'https://www.google.com/',
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/124.0.0.0 Mobile Safari/537.36',
  client: { device: 'mobile', browser: 'Chrome', os: 'Android' },
  language: 'en-ZA',
  screen: { width: 412, height: 915 },
  timezone: 'Africa/Johannesburg',
  isReturning: false,
};

/** What the BFF would make of a batch: its own contract, so a refused batch fails here first. */
const accepted = (items: unknown[]) => analyticsBatchSchema.parse(JSON.parse(JSON.stringify(items)));

describe('the page view', () => {
  it('carries every field of the page-view entity, and the BFF accepts it', () => {
    const item = pageViewItem({ kind: 'pageview', ...at }, context);
    expect(accepted([item])[0]).toEqual({
      kind: 'pageview',
      path: '/calculators',
      title: 'Calculators | BondBridge',
      pageUrl: at.url,
      referrer: 'https://www.google.com/',
      utmParams: { calc: 'transfer', utm_source: 'newsletter', utm_medium: 'email' },
      userAgent: context.userAgent,
      device: 'mobile',
      browser: 'Chrome',
      os: 'Android',
      language: 'en-ZA',
      resolution: '412x915',
      timezone: 'Africa/Johannesburg',
      isReturning: false,
      timestamp: at.timestamp,
    });
  });

  it('leaves out what the BFF would refuse rather than losing the batch', () => {
    const item = pageViewItem(
      {
        kind: 'pageview',
        ...at,
        title: `Line\nbreak ${'x'.repeat(400)}`,
        url: `https://www.example.co.za/?${Array.from({ length: 30 }, (_, i) => `k${i}=v`).join('&')}&bad key=1`,
      },
      {
        ...context,
        referrer: 'android-app://com.google.android.gm/',
        language: 'x'.repeat(40),
        screen: { width: 0, height: 0 },
      },
    );
    const [parsed] = accepted([item]);
    expect(parsed).toMatchObject({ referrer: '', title: expect.stringMatching(/^Line break x+$/) });
    expect(parsed).not.toHaveProperty('language');
    expect(parsed).not.toHaveProperty('resolution');
    expect(Object.keys((parsed as { utmParams: object }).utmParams)).toHaveLength(20);
  });
});

describe('events and conversions', () => {
  it('are records the BFF accepts', () => {
    const items = [
      recordItem({ kind: 'event', type: 'calculator_selected', element: 'calculator', value: 'transfer', ...at }),
      recordItem({ kind: 'conversion', type: 'callback_request', ...at }),
      eventItem('scroll_depth', undefined, 50, '/', at.timestamp),
      eventItem('input', 'notes', 'a\r\nb', '/', at.timestamp),
    ];
    expect(accepted(items)).toEqual([
      {
        kind: 'event',
        type: 'calculator_selected',
        element: 'calculator',
        value: 'transfer',
        path: '/calculators',
        timestamp: at.timestamp,
      },
      { kind: 'conversion', type: 'callback_request', path: '/calculators', timestamp: at.timestamp },
      { kind: 'event', type: 'scroll_depth', value: 50, path: '/', timestamp: at.timestamp },
      { kind: 'event', type: 'input', element: 'notes', value: 'a  b', path: '/', timestamp: at.timestamp },
    ]);
  });

  it('carry the versions of the remotes the page ran, only what the BFF takes (at most 8, well-formed)', () => {
    const remotes = {
      mf_calculators: 'abc1234',
      mf_knowledge: 'NOT A VERSION',
      'mf-leads': 'def5678',
      ...Object.fromEntries([...'abcdefgh'].map((c) => [`mf_${c}`, '1.0.0'])),
    };
    const [event, conversion, pageView] = accepted([
      recordItem({ kind: 'event', type: 'cta_click', ...at, remotes }),
      recordItem({ kind: 'conversion', type: 'callback_request', ...at, remotes }),
      pageViewItem({ kind: 'pageview', ...at, remotes: { mf_leads: 'v'.repeat(41) } }, context),
    ]);
    const kept = { mf_calculators: 'abc1234', ...Object.fromEntries([...'abcdefg'].map((c) => [`mf_${c}`, '1.0.0'])) };
    expect(event).toMatchObject({ remotes: kept });
    expect(conversion).toMatchObject({ remotes: kept });
    expect(pageView).not.toHaveProperty('remotes');
  });

  it('drops an event whose type the BFF would refuse (a typo in markup)', () => {
    expect(recordItem({ kind: 'event', type: 'not valid!' as 'cta_click', ...at })).toBeNull();
  });

  it('carry the ids of the last answer once there is one', () => {
    const item = eventItem('exit', 'page_hidden', undefined, '/', at.timestamp);
    expect(withIds(item, undefined)).toBe(item);
    const ids = {
      sessionId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      visitorId: '0190a1b2-c3d4-4e5f-8a9b-0c1d2e3f4a5c',
    };
    expect(accepted([withIds(item, ids)])[0]).toMatchObject(ids);
  });
});
