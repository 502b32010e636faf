import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_URL, loadThirdPartyTag } from './third-party-tag.ts';

const tags = () => [...document.querySelectorAll('script[data-third-party-tag]')].map((s) => s.getAttribute('src'));

describe('the optional third-party page-view tag', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const s of document.querySelectorAll('script')) s.remove();
  });

  it('is not loaded when the BFF says it is off (the default)', async () => {
    const fetch = vi.fn(async () => Response.json({ thirdPartyTag: null }));
    vi.stubGlobal('fetch', fetch);
    await loadThirdPartyTag();
    expect(fetch).toHaveBeenCalledWith(CONFIG_URL, { credentials: 'same-origin' });
    expect(tags()).toEqual([]);
  });

  it('is loaded once, asynchronously, from the URL the BFF names', async () => {
    // happy-dom loads no scripts; let it pretend the tag loaded rather than report an error.
    (
      window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
    ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    const src = 'https://tags.example.net/tag.js?id=BB-1';
    vi.stubGlobal('fetch', async () => Response.json({ thirdPartyTag: src }));
    await loadThirdPartyTag();
    await loadThirdPartyTag();
    expect(tags()).toEqual([src]);
    expect((document.querySelector('script[data-third-party-tag]') as HTMLScriptElement).async).toBe(true);
  });

  it('is left off when the setting cannot be read or is not a web URL', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await loadThirdPartyTag();
    vi.stubGlobal('fetch', async () => Response.json({ thirdPartyTag: 'javascript:alert(1)' }));
    await loadThirdPartyTag();
    expect(tags()).toEqual([]);
  });
});
