/**
 * The site's brand face, as the shell ships it: Roboto Bold 2.137 (Christian Robertson for Google,
 * under the Apache License 2.0; the later Roboto 3 is under the SIL Open Font License, which this
 * project does not ship), from @fontsource/roboto 4.5.8, pinned for that reason. The headings are
 * set in it; reading text stays in the device's own face.
 *
 * `npm run brand-font` writes the subset the shell serves (shared/assets/fonts/): the characters of
 * BRAND_FONT_TEXT only, without hinting (screens that need TrueType hinting render the outlines
 * unhinted) and with kerning as the only layout feature: 6.7 KB where the whole Latin file is
 * 15.9 KB. Characters outside the subset fall back, one by one, to the next face of the heading
 * stack (the CSS's unicode-range is `unicodeRange(BRAND_FONT_TEXT)`, which a test keeps in step).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import subsetFont from 'subset-font';

const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

/**
 * What headings on this site are written with: printable ASCII (the rand sign is an R), typographic
 * quotes, dashes and the ellipsis, and the accented letters of Afrikaans and of names.
 */
export const BRAND_FONT_TEXT = `${printableAscii}‘’“”–—…ÁÂÄÈÉÊËÍÎÏÓÔÖÚÛÜáâäçèéêëíîïñóôöúûü`;

/** The file the shell's stylesheet loads, relative to the repository's root. */
export const BRAND_FONT_FILE = 'shared/assets/fonts/roboto-700-subset.woff2';

/** The source face: Roboto 2.137 Bold, Latin, as @fontsource/roboto 4.5.8 packages it. */
export function brandFontSource(): Buffer {
  const require = createRequire(import.meta.url);
  return fs.readFileSync(require.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff2'));
}

/** The subset of `source` the site ships (deterministic: the same source gives the same bytes). */
export async function subsetBrandFont(source: Buffer): Promise<Buffer> {
  return subsetFont(source, BRAND_FONT_TEXT, {
    targetFormat: 'woff2',
    noHinting: true,
    keepFeatures: ['kern'],
    // The names harfbuzz keeps by default, and the licence's text and URL, which travel with the face.
    preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14],
  });
}

/** A CSS unicode-range for the characters of `text`: code points in order, runs joined (U+20-7E). */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((c) => c.codePointAt(0) as number))].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const p of points) {
    const last = runs[runs.length - 1];
    if (last && p === last[1] + 1) last[1] = p;
    else runs.push([p, p]);
  }
  const hex = (n: number) => n.toString(16).toUpperCase();
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

/** The licences a font's `name` table can point to, by the URL it gives (name ID 14). */
const LICENCE_URLS = [
  { licence: 'Apache-2.0', url: /https?:\/\/www\.apache\.org\/licenses\/LICENSE-2\.0/ },
  { licence: 'OFL-1.1', url: /https?:\/\/(scripts\.sil\.org\/OFL|openfontlicense\.org)/ },
] as const;

/**
 * The licence a woff2 font names for itself (by its licence URL), read from its uncompressed
 * tables; undefined when it names none of LICENCE_URLS.
 */
export function woff2Licence(woff2: Buffer): string | undefined {
  // The tables of a woff2 file are one Brotli stream after a header and a table directory of
  // variable length; find where the stream starts rather than parse the directory.
  for (let offset = 48; offset < Math.min(woff2.length, 1024); offset++) {
    let tables: Buffer;
    try {
      tables = zlib.brotliDecompressSync(woff2.subarray(offset));
    } catch {
      continue;
    }
    if (tables.length < 1000) continue;
    // The name table's strings are UTF-16BE, at an even offset in the stream.
    const text = Buffer.from(tables.length % 2 ? Buffer.concat([tables, Buffer.alloc(1)]) : tables)
      .swap16()
      .toString('utf16le');
    return LICENCE_URLS.find((l) => l.url.test(text))?.licence;
  }
  return undefined;
}

/** `npm run brand-font`: writes BRAND_FONT_FILE from the pinned source. */
export async function main(root = process.cwd()) {
  const out = path.join(root, BRAND_FONT_FILE);
  const font = await subsetBrandFont(brandFontSource());
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, font);
  console.log(`${BRAND_FONT_FILE}: ${(font.length / 1000).toFixed(2)} KB (${[...BRAND_FONT_TEXT].length} characters)`);
  console.log(`unicode-range: ${unicodeRange(BRAND_FONT_TEXT)}`);
}

if (process.argv[1] === import.meta.filename) await main();
