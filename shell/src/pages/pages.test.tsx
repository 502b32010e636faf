import { describe, expect, it, vi } from 'vitest';
import { pageCode } from './pages.tsx';

const Page = () => null;

describe("a page's code", () => {
  it('is loaded once, however often it is asked for', async () => {
    const load = vi.fn(async () => Page);
    const code = pageCode(load);
    await Promise.all([code.load(), code.load()]);
    await code.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(code.loaded).toBe(Page);
  });

  it('is asked for again after a failed load (a dropped connection), not remembered as failed', async () => {
    const load = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Page);
    const code = pageCode(load);
    await expect(code.load()).rejects.toThrow('chunk failed');
    expect(code.loaded).toBeUndefined();
    await code.load();
    expect(code.loaded).toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
