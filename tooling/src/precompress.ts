import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Built files served as text. HTML is left out: the BFF renders each page from the shell's HTML
 * and compresses it as it sends it. Source maps are left out too: only developer tools fetch them.
 */
const TEXT_FILE = /\.(?:js|mjs|css|json|svg|txt|xml|webmanifest)$/;
/** Below this, the bytes saved do not pay for the encoding. */
const MIN_BYTES = 1024;

export interface PrecompressedFile {
  /** Path relative to the folder. */
  file: string;
  bytes: number;
  /** Absent when that encoding did not make the file smaller (no file written). */
  br?: number;
  gzip?: number;
}

async function* textFiles(dir: string, root = dir): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full, root);
    else if (TEXT_FILE.test(entry.name)) yield full;
  }
}

async function precompressFile(dir: string, full: string): Promise<PrecompressedFile> {
  const data = await fs.readFile(full);
  const result: PrecompressedFile = { file: path.relative(dir, full), bytes: data.length };
  if (data.length < MIN_BYTES) return result;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < data.length) {
    await fs.writeFile(`${full}.br`, br);
    result.br = br.length;
  }
  if (gz.length < data.length) {
    await fs.writeFile(`${full}.gz`, gz);
    result.gzip = gz.length;
  }
  return result;
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip -9) beside every text file of a
 * build, so servers send them as they are (@fastify/static's preCompressed, or any static host
 * that maps Accept-Encoding to those files) instead of compressing on every request.
 */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  const files: string[] = [];
  for await (const file of textFiles(dir)) files.push(file);
  return Promise.all(files.map((file) => precompressFile(dir, file)));
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** One line for the build log: what the text files weigh as they are, in brotli and in gzip. */
export function summarise(files: readonly PrecompressedFile[]): string {
  const compressed = files.filter((f) => f.br !== undefined || f.gzip !== undefined);
  const sum = (pick: (f: PrecompressedFile) => number) => compressed.reduce((total, f) => total + pick(f), 0);
  return `precompressed ${compressed.length} of ${files.length} text files: ${kb(sum((f) => f.bytes))} as they are, ${kb(sum((f) => f.br ?? f.bytes))} brotli, ${kb(sum((f) => f.gzip ?? f.bytes))} gzip`;
}

/** Precompresses the output folder once the build has written it (production builds). */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.done.tapPromise('PrecompressPlugin', async (stats) => {
      const outputPath = compiler.options.output.path;
      if (stats.hasErrors() || !outputPath) return;
      const files = await precompressDir(outputPath);
      compiler.getInfrastructureLogger('PrecompressPlugin').info(summarise(files));
    });
  }
}
