import { describe, expect, it } from 'vitest';
import { type ChunkGraph, codeBySource, decodeVlq, remoteAssets } from './measure-remote.ts';

describe('measure-remote', () => {
  // Shaped like a real build: the exposes share a data chunk ('3589'); KnowledgeCenter's own chunk
  // can load the named 'articles-index' and 'article-1' chunks and, like every expose, the unnamed
  // fallback chunks of the shared libraries ('4121' react, '4173' react-router).
  const graph: ChunkGraph = {
    groups: {
      __federation_expose_KnowledgeCenter: {
        chunks: [6491, 3589, 2896, 9612],
        files: ['3589.js', '2896.js', 'expose_KnowledgeCenter.js', 'expose_KnowledgeCenter.css'],
      },
      __federation_expose_Team: { chunks: [6491, 3589, 9816], files: ['3589.js', 'expose_Team.js'] },
      'articles-index': { chunks: [6110], files: ['articles-index.js'] },
      'article-1': { chunks: [5046], files: ['article-1.js'] },
      main: { chunks: [1889], files: ['main.js'] },
    },
    chunks: [
      { id: 6491, names: [], files: [], children: [4121, 4173] },
      { id: 3589, names: [], files: ['3589.js'], children: [4121] },
      { id: 2896, names: [], files: ['2896.js'], children: [6110, 7001, 4121, 4173] },
      { id: 7001, names: ['reader'], files: ['reader.js'], children: [5046] },
      { id: 9612, names: ['__federation_expose_KnowledgeCenter'], files: ['expose_KnowledgeCenter.js'], children: [] },
      { id: 9816, names: ['__federation_expose_Team'], files: ['expose_Team.js'], children: [4121] },
      { id: 6110, names: ['articles-index'], files: ['articles-index.js'], children: [] },
      { id: 5046, names: ['article-1'], files: ['article-1.js'], children: [] },
      { id: 4121, names: [], files: ['4121.js'], children: [] },
      { id: 4173, names: [], files: ['4173.js'], children: [4121] },
      { id: 1889, names: ['main'], files: ['main.js'], children: [3589, 2896] },
    ],
  };
  const manifest = { metaData: { name: 'mf_knowledge', remoteEntry: { name: 'remoteEntry.js', path: '' } } };

  it('counts remoteEntry, every chunk of the exposes and their named lazy chunks; not the shared libraries nor the standalone entry', () => {
    expect(remoteAssets(manifest, graph)).toEqual({
      own: [
        '2896.js',
        '3589.js',
        'article-1.js',
        'articles-index.js',
        'expose_KnowledgeCenter.js',
        'expose_Team.js',
        'reader.js',
        'remoteEntry.js',
      ],
      excluded: [],
      css: ['expose_KnowledgeCenter.css'],
    });
  });

  it('leaves out the lazy chunks an --exclude pattern names, and reports them', () => {
    const assets = remoteAssets(manifest, graph, [/^article-\d+$/]);
    expect(assets.own).not.toContain('article-1.js');
    expect(assets.own).toContain('articles-index.js');
    expect(assets.own).toContain('reader.js');
    expect(assets.excluded).toEqual(['article-1.js']);
  });

  it('leaves out what only an excluded chunk loads', () => {
    const assets = remoteAssets(manifest, graph, [/^reader$/]);
    expect(assets.own).not.toContain('reader.js');
    expect(assets.own).not.toContain('article-1.js');
    expect(assets.excluded).toEqual(['article-1.js', 'reader.js']);
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
