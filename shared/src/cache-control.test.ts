import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './cache-control.ts';

describe('cacheControlFor', () => {
  it('caches content-hashed files for a year as immutable', () => {
    for (const file of [
      'main.47d50937.js',
      '729.4f7c5771.css',
      'absa.0a1b2c3d.svg',
      'main.47d50937.js.map',
      'main.47d50937.js.br',
      '729.4f7c5771.css.gz',
    ]) {
      expect(cacheControlFor(file)).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates the manifest, the entry and the HTML on every load', () => {
    for (const file of [
      'mf-manifest.json',
      'remoteEntry.js',
      'remoteEntry.js.br',
      'mf-manifest.json.gz',
      'articles.json',
      'index.html',
      'favicon.svg',
    ]) {
      expect(cacheControlFor(file)).toBe('no-cache');
    }
  });
});
