import { describe, expect, it } from 'vitest';
import { describeClient } from './device.ts';

const UA = {
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  operaAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 OPR/82.0.4227.80168',
};

describe('device, browser and system of the visitor', () => {
  it.each([
    ['a phone with Chrome', UA.pixel, { device: 'mobile', browser: 'Chrome', os: 'Android' }],
    ['an iPhone', UA.iphone, { device: 'mobile', browser: 'Safari', os: 'iOS' }],
    ['an iPad', UA.ipad, { device: 'tablet', browser: 'Safari', os: 'iOS' }],
    ['an Android tablet', UA.androidTablet, { device: 'tablet', browser: 'Chrome', os: 'Android' }],
    ['Edge on Windows', UA.edgeWindows, { device: 'desktop', browser: 'Edge', os: 'Windows' }],
    ['Firefox on a Mac', UA.firefoxMac, { device: 'desktop', browser: 'Firefox', os: 'macOS' }],
    ['Samsung Internet', UA.samsung, { device: 'mobile', browser: 'Samsung Internet', os: 'Android' }],
    ['Opera on Android', UA.operaAndroid, { device: 'mobile', browser: 'Opera', os: 'Android' }],
    ['something unknown', 'curl/8.0', { device: 'desktop', browser: 'Unknown', os: 'Unknown' }],
  ])('from the User-Agent string alone: %s', (_, ua, expected) => {
    expect(describeClient(ua)).toEqual(expected);
  });

  it('takes browser, system and phone from Client Hints where the browser has them', () => {
    // A frozen desktop string on a Chromebook; the hints tell the truth.
    expect(
      describeClient(UA.chromeLinux, {
        brands: [{ brand: 'Microsoft Edge' }, { brand: 'Chromium' }, { brand: 'Not A;Brand' }],
        mobile: false,
        platform: 'Windows',
      }),
    ).toEqual({ device: 'desktop', browser: 'Edge', os: 'Windows' });
    expect(
      describeClient(UA.chromeLinux, { brands: [{ brand: 'Google Chrome' }], mobile: true, platform: 'Android' }),
    ).toEqual({ device: 'mobile', browser: 'Chrome', os: 'Android' });
  });

  it('names Samsung Internet and Opera, whose hints also list Chromium, from their own brand or their string', () => {
    const chromium = [{ brand: 'Chromium' }, { brand: 'Not)A;Brand' }];
    expect(describeClient(UA.samsung, { brands: chromium, mobile: true, platform: 'Android' }).browser).toBe(
      'Samsung Internet',
    );
    expect(
      describeClient(UA.pixel, { brands: [...chromium, { brand: 'Samsung Internet' }], mobile: true }).browser,
    ).toBe('Samsung Internet');
    expect(describeClient(UA.operaAndroid, { brands: chromium, mobile: true, platform: 'Android' }).browser).toBe(
      'Opera',
    );
    expect(describeClient(UA.chromeLinux, { brands: [{ brand: 'Opera GX' }, ...chromium] }).browser).toBe('Opera');
  });

  it('keeps a tablet a tablet: the hints only know "mobile" or not', () => {
    expect(
      describeClient(UA.androidTablet, { brands: [{ brand: 'Chromium' }], mobile: false, platform: 'Android' }),
    ).toEqual({ device: 'tablet', browser: 'Chrome', os: 'Android' });
  });

  it('trusts the string when the hints have no brands (an overridden user agent)', () => {
    expect(describeClient(UA.pixel, { brands: [], mobile: false, platform: '' })).toEqual({
      device: 'mobile',
      browser: 'Chrome',
      os: 'Android',
    });
  });
});
