/**
 * Sharing an article: the device's share sheet when there is one, else the link copied to the
 * clipboard. A share that fails (or that the visitor cancels) is only logged.
 */
export type ShareOutcome = 'shared' | 'copied' | 'failed';

export interface ShareTarget {
  title: string;
  url: string;
}

type ShareNavigator = Pick<Navigator, 'share' | 'clipboard'>;

export async function shareLink(target: ShareTarget, nav: Partial<ShareNavigator> = navigator): Promise<ShareOutcome> {
  try {
    if (typeof nav.share === 'function') {
      await nav.share({ title: target.title, url: target.url });
      return 'shared';
    }
    if (!nav.clipboard) throw new Error('Neither navigator.share nor the clipboard is available');
    await nav.clipboard.writeText(target.url);
    return 'copied';
  } catch (error) {
    console.warn('Sharing the article failed', error);
    return 'failed';
  }
}
