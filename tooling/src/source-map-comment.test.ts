import { describe, expect, it } from 'vitest';
import { withoutSourceMapComment } from './source-map-comment.ts';

describe('withoutSourceMapComment', () => {
  it("drops a script's trailing comment", () => {
    expect(withoutSourceMapComment('run();\n//# sourceMappingURL=main.1a2b.js.map\n')).toBe('run();');
  });

  it("drops a stylesheet's trailing comment", () => {
    expect(withoutSourceMapComment('.a{color:red}\n/*# sourceMappingURL=main.1a2b.css.map*/')).toBe('.a{color:red}');
  });

  it('keeps a comment that is not the last thing in the file, and any other text', () => {
    const code = '/*# sourceMappingURL=a.css.map*/\n.a{}';
    expect(withoutSourceMapComment(code)).toBe(code);
    expect(withoutSourceMapComment('  const url = "x";  ')).toBe('const url = "x";');
  });
});
