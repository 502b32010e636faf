/**
 * Files whose name carries an 8-hex content hash never change: cache them for a year. Their
 * precompressed copies (`.br`, `.gz`) are the same content in another encoding.
 */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?(\.br|\.gz)?$/;

/** Cache-Control for a built file: immutable when hashed, otherwise revalidated on every load. */
export function cacheControlFor(fileName: string): string {
  return HASHED.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
