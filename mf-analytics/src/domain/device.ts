import { type Browser, type Device, describeUserAgent, type OperatingSystem } from '@hl/shared/analytics-values';

/** The low-entropy User-Agent Client Hints (`navigator.userAgentData`), where the browser has them. */
export interface ClientHints {
  brands?: ReadonlyArray<{ brand: string }>;
  mobile?: boolean;
  platform?: string;
}

const PLATFORMS: Record<string, OperatingSystem> = {
  Windows: 'Windows',
  macOS: 'macOS',
  Linux: 'Linux',
  'Chrome OS': 'Linux',
  'Chromium OS': 'Linux',
  Android: 'Android',
  iOS: 'iOS',
};

/**
 * The browser a brand list names. Only a vendor's own brand counts: Samsung Internet, Opera and
 * other Chromium browsers list "Chromium" too, so a list with nothing more says nothing and the
 * User-Agent string (which carries their own token) decides.
 */
function browserOfBrands(brands: ReadonlyArray<{ brand: string }>): Browser | undefined {
  const names = brands.map((b) => b.brand);
  if (names.includes('Microsoft Edge')) return 'Edge';
  if (names.includes('Samsung Internet')) return 'Samsung Internet';
  if (names.some((n) => n.startsWith('Opera'))) return 'Opera';
  if (names.includes('Google Chrome')) return 'Chrome';
  return undefined;
}

/**
 * Device, browser and operating system of the visitor. The User-Agent string gives all three (the
 * project's own small parser, shared with the BFF); where the browser has Client Hints with brands
 * (Chromium browsers), they win for the browser, the system and a phone, as browsers freeze more
 * and more of the string. Hints without brands are what an overridden user agent leaves behind
 * (device emulation): then the string is the truth.
 */
export function describeClient(
  userAgent: string,
  hints?: ClientHints,
): { device: Device; browser: Browser; os: OperatingSystem } {
  const parsed = describeUserAgent(userAgent);
  if (!hints?.brands?.length) return parsed;
  return {
    // The hints say "mobile" but not "tablet": a tablet keeps what the string says.
    device: hints.mobile ? 'mobile' : parsed.device,
    browser: browserOfBrands(hints.brands) ?? parsed.browser,
    os: (hints.platform && PLATFORMS[hints.platform]) || parsed.os,
  };
}
