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

/**
 * What went wrong in a visitor's browser (an error record's `type`, the `kind` label of the BFF's
 * client_errors_total): an uncaught error, an unhandled promise rejection, a remote's component
 * throwing inside its slot's error boundary, and a remote's manifest, entry or chunk not loading.
 */
export const CLIENT_ERROR_TYPES = ['error', 'rejection', 'render', 'manifest', 'entry', 'chunk'] as const;
export type ClientErrorType = (typeof CLIENT_ERROR_TYPES)[number];
/** Most stack frames an error record carries: the first ones, where it was thrown. */
export const MAX_STACK_FRAMES = 5;
/** Most error reports one page view sends; the same error is sent once. */
export const MAX_ERRORS_PER_PAGE_VIEW = 10;

/** The Core Web Vitals and the two loading metrics the tracker records from real visits. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITALS)[number];
/** `navigator.connection.effectiveType`. */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];
