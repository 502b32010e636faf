import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareLink } from './share.ts';

const target = { title: 'FICA Documents', url: 'https://bondbridge.example/articles/fica-documents-1' };

describe('shareLink', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the device’s share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareLink(target, { share, clipboard: { writeText } as unknown as Clipboard })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: target.title, url: target.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the device cannot share', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareLink(target, { clipboard: { writeText } as unknown as Clipboard })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(target.url);
  });

  it('only logs a share that fails or is cancelled', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cancelled = Object.assign(new Error('Share canceled'), { name: 'AbortError' });
    expect(
      await shareLink(target, {
        share: async () => {
          throw cancelled;
        },
      }),
    ).toBe('failed');
    expect(await shareLink(target, {})).toBe('failed');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
