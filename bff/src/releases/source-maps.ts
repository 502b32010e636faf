import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_VERSION } from '@hl/shared/contracts';
import { SourceMapConsumer } from 'source-map-js';

/** Where a built file's line and column came from in the remote's sources. */
export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

/** Parsed maps kept at once: an operator reads the errors of a few versions, each a few files. */
const MAX_MAPS = 50;

/**
 * Maps the stack frames of visitors' errors back to the remotes' sources, with the source maps of
 * their releases on this host (SOURCE_MAPS_DIRS: a remote's RELEASES_DIR, `<dir>/<version>/` as
 * published, the maps beside the files): read by the BFF, never served. A frame of a version, file
 * or line no map covers stays as the browser gave it.
 */
export function createSourceMapper(dirs: Readonly<Record<string, string>>) {
  const maps = new Map<string, SourceMapConsumer | null>();

  /** The map of `file` (a path under the version's folder), parsed once; null where there is none. */
  function mapOf(remote: string, version: string, file: string): SourceMapConsumer | null {
    const dir = dirs[remote];
    if (!dir || !REMOTE_VERSION.test(version)) return null;
    const root = path.resolve(dir, version);
    const mapFile = path.resolve(root, `${file}.map`);
    // Only a file inside the version's folder: the frame's address comes from a browser.
    if (!mapFile.startsWith(`${root}${path.sep}`)) return null;
    const key = `${remote}\t${version}\t${file}`;
    if (maps.has(key)) return maps.get(key) ?? null;
    let consumer: SourceMapConsumer | null = null;
    try {
      consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
    } catch {
      // No map (a build without them, a file of another remote), or not one: the frame stays as it is.
    }
    if (maps.size >= MAX_MAPS) maps.delete(maps.keys().next().value as string);
    maps.set(key, consumer);
    return consumer;
  }

  return {
    /**
     * Where a frame of `remote` at `version` came from: its file's address names the version's
     * folder (`…/<version>/<file>`, as the remote's server serves it).
     */
    map(remote: string, version: string, frame: { file: string; line: number; column: number }) {
      let pathname: string;
      try {
        pathname = new URL(frame.file).pathname;
      } catch {
        return undefined;
      }
      const at = pathname.indexOf(`/${version}/`);
      if (at < 0) return undefined;
      const consumer = mapOf(remote, version, decodeURIComponent(pathname.slice(at + version.length + 2)));
      // Browsers count columns from 1, source maps from 0.
      const found = consumer?.originalPositionFor({ line: frame.line, column: Math.max(0, frame.column - 1) });
      if (!found?.source || found.line === null) return undefined;
      return { file: found.source, line: found.line, column: found.column + 1 } satisfies SourcePosition;
    },
  };
}

export type SourceMapper = ReturnType<typeof createSourceMapper>;
