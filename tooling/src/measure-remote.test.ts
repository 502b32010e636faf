import { describe, expect, it } from 'vitest';
import { codeBySource, decodeVlq, remoteAssets } from './measure-remote.ts';

describe('measure-remote', () => {
  it('counts remoteEntry and the exposes’ chunks, not the shared libraries’ chunks nor CSS', () => {
    const assets = remoteAssets({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [
        { name: 'react', assets: { js: { sync: ['121.js'], async: [] } } },
        { name: 'react-router', assets: { js: { sync: ['173.js', '920.js'], async: ['9.js'] } } },
      ],
      exposes: [
        {
          name: 'A',
          assets: { js: { sync: ['expose_A.js', '46.js', '173.js'], async: ['lazy.js'] }, css: { sync: ['a.css'] } },
        },
        { name: 'B', assets: { js: { sync: ['expose_B.js', '46.js'] } } },
      ],
    });
    expect(assets.own).toEqual(['46.js', 'expose_A.js', 'expose_B.js', 'lazy.js', 'remoteEntry.js']);
    expect(assets.shared).toEqual(['121.js', '173.js', '9.js', '920.js']);
    expect(assets.css).toEqual(['a.css']);
  });

  it('decodes source-map VLQ segments', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('SAAQ')).toEqual([9, 0, 0, 8]);
    expect(decodeVlq('D')).toEqual([-1]);
    expect(decodeVlq('gB')).toEqual([16]);
  });

  it('splits generated code by the source each piece came from', () => {
    // 'abcdef': columns 0-2 from source 0, 3-4 unmapped, 5 from source 1.
    const pieces = codeBySource('abcdef', { sources: ['x.js', 'y.js'], mappings: 'AAAA,G,ECAA' });
    expect(Object.fromEntries(pieces)).toEqual({ '': 'de', 'x.js': 'abc', 'y.js': 'f' });
  });
});
