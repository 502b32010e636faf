/**
 * A built file's text without its trailing source-map comment (`//# sourceMappingURL=…` in
 * JavaScript, `/*# sourceMappingURL=… *\/` in CSS), trimmed: for code put inline into a page,
 * where the comment would name a map beside a file the page does not load.
 */
export function withoutSourceMapComment(code: string): string {
  return code.replace(/(?:\/\/# sourceMappingURL=\S+|\/\*# sourceMappingURL=[^*]*\*\/)\s*$/, '').trim();
}
