/**
 * The values analytics payloads take, without zod: the browser's tracker imports this module (and
 * `privacy.ts`) directly, so it ships none of the schemas. The BFF's contracts build on it.
 */
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export const BROWSERS = ['Chrome', 'Firefox', 'Safari', 'Edge', 'Samsung Internet', 'Opera', 'Unknown'] as const;
export const OPERATING_SYSTEMS = ['Windows', 'macOS', 'Linux', 'Android', 'iOS', 'Unknown'] as const;
/** Most records POST /analytics/batch takes at once. */
export const MAX_BATCH_RECORDS = 50;

/**
 * A record's `remotes`: the version of each remote's build the page ran (its federation name →
 * the build's version), at most MAX_RECORD_REMOTES of them.
 */
export const REMOTE_NAME = /^mf_[a-z]+$/;
export const REMOTE_VERSION = /^[0-9a-z.-]{1,40}$/;
export const MAX_RECORD_REMOTES = 8;

export type Device = (typeof DEVICES)[number];
export type Browser = (typeof BROWSERS)[number];
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];

/** What POST /analytics/pageview (and /analytics/batch) answer: the ids the cookies now hold. */
export interface TrackingIds {
  sessionId: string;
  visitorId: string;
}

/** Device, browser and operating system of a User-Agent string, in the page view's terms. */
export function describeUserAgent(ua: string): { device: Device; browser: Browser; os: OperatingSystem } {
  const device: Device = /iPad|Tablet|Android(?!.*Mobile)/i.test(ua)
    ? 'tablet'
    : /Mobi|iPhone|iPod|Android/i.test(ua)
      ? 'mobile'
      : 'desktop';
  // Browsers built on Chrome or Safari name themselves beside those: their own token is checked first.
  const browser: Browser = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser\//.test(ua)
      ? 'Samsung Internet'
      : /OPR\/|OPX\/|OPT\/|Opera/.test(ua)
        ? 'Opera'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : 'Unknown';
  const os: OperatingSystem = /Windows/.test(ua)
    ? 'Windows'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Mac OS X|Macintosh/.test(ua)
        ? 'macOS'
        : /Android/.test(ua)
          ? 'Android'
          : /Linux|X11/.test(ua)
            ? 'Linux'
            : 'Unknown';
  return { device, browser, os };
}
