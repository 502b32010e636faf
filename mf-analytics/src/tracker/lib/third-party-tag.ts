/** Where the BFF says whether the optional third-party page-view tag is on. */
export const CONFIG_URL = '/analytics/config';

/** What GET /analytics/config answers. */
export interface AnalyticsConfig {
  /** The script URL of the third-party page-view tag, or null when it is off (the default). */
  thirdPartyTag: string | null;
}

/**
 * Loads the third-party page-view tag when the BFF's configuration names one (off by default; the
 * BFF's Content-Security-Policy then allows exactly its origin). Once per page: the tag counts
 * its page view itself when it loads. Nothing happens if the setting cannot be read.
 */
export async function loadThirdPartyTag(): Promise<void> {
  try {
    const res = await fetch(CONFIG_URL, { credentials: 'same-origin' });
    if (!res.ok) return;
    const { thirdPartyTag } = (await res.json()) as AnalyticsConfig;
    if (typeof thirdPartyTag !== 'string' || !/^https?:\/\//.test(thirdPartyTag)) return;
    if (document.querySelector('script[data-third-party-tag]')) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = thirdPartyTag;
    script.dataset.thirdPartyTag = '';
    document.head.append(script);
  } catch {
    // The tag is optional: a configuration that cannot be read leaves it off.
  }
}
