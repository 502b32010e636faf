import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PrecompressPlugin, precompressDir, summarise } from './precompress.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-precompress-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const text = (label: string) => `/* ${label} */ ${'const answer = 42; '.repeat(200)}`;
const write = (name: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), content);
};

describe('precompressDir', () => {
  it('writes a brotli and a gzip copy beside every text file, decoding to the same bytes', async () => {
    write('main.0123abcd.js', text('js'));
    write('styles/149.9f6459bb.css', text('css'));
    write('mf-manifest.json', JSON.stringify({ data: text('json') }));
    write('assets/logo.0a1b2c3d.svg', `<svg>${text('svg')}</svg>`);
    const results = await precompressDir(dir);

    for (const name of [
      'main.0123abcd.js',
      'styles/149.9f6459bb.css',
      'mf-manifest.json',
      'assets/logo.0a1b2c3d.svg',
    ]) {
      const original = fs.readFileSync(path.join(dir, name));
      const br = fs.readFileSync(path.join(dir, `${name}.br`));
      const gz = fs.readFileSync(path.join(dir, `${name}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original), name).toBe(true);
      expect(br.length, name).toBeLessThan(original.length / 4);
      expect(results.find((r) => r.file === name)).toEqual({
        file: name,
        bytes: original.length,
        br: br.length,
        gzip: gz.length,
      });
    }
  });

  it('leaves alone what is not worth it or not served as text: tiny files, HTML, maps, images', async () => {
    write('tiny.js', 'var x=1;');
    write('index.html', `<html>${text('html')}</html>`);
    write('main.0123abcd.js.map', JSON.stringify({ mappings: text('map') }));
    write('photo.png', Buffer.alloc(4096, 7));
    await precompressDir(dir);
    expect(fs.readdirSync(dir).sort()).toEqual(['index.html', 'main.0123abcd.js.map', 'photo.png', 'tiny.js']);
  });
});

describe('summarise', () => {
  it('sums the files it compressed, as they are and in each encoding', () => {
    expect(
      summarise([
        { file: 'a.js', bytes: 30_000, br: 8_000, gzip: 9_500 },
        { file: 'b.css', bytes: 2_000, br: 600, gzip: 700 },
        { file: 'tiny.js', bytes: 300 },
      ]),
    ).toBe('precompressed 2 of 3 text files: 32.0 KB as they are, 8.6 KB brotli, 10.2 KB gzip');
  });
});

describe('PrecompressPlugin', () => {
  it('precompresses what a production build wrote', async () => {
    write('src/index.js', `console.log(${JSON.stringify(text('entry'))});`);
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist'), filename: 'main.js' },
      plugins: [new PrecompressPlugin()],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? stats?.toString()) : resolve())),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    const main = fs.readFileSync(path.join(dir, 'dist/main.js'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'dist/main.js.br'))).equals(main)).toBe(true);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'dist/main.js.gz'))).equals(main)).toBe(true);
  });
});
