import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { afterAll, describe, expect, it } from 'vitest';
import { createSourceMapper } from './source-maps.ts';

/** A release folder of mf_calculators with one built file's map: line 1, column 100 is Calculator.tsx 12:4. */
const releases = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-source-maps-'));
const map = new SourceMapGenerator({ file: 'src_App.js' });
map.addMapping({
  generated: { line: 1, column: 99 },
  original: { line: 12, column: 4 },
  source: 'webpack://mf_calculators/./src/components/Calculator.tsx',
});
fs.mkdirSync(path.join(releases, 'abc1234'));
fs.writeFileSync(path.join(releases, 'abc1234/src_App.js.map'), map.toString());
afterAll(() => fs.rmSync(releases, { recursive: true, force: true }));

const mapper = createSourceMapper({ mf_calculators: releases });
const frame = (file: string, column = 100) => ({ file, line: 1, column });

describe('the source mapper', () => {
  it("maps a frame of a release's built file back to its source (columns from 1, as browsers count)", () => {
    expect(mapper.map('mf_calculators', 'abc1234', frame('http://localhost:8081/abc1234/src_App.js'))).toEqual({
      file: 'webpack://mf_calculators/src/components/Calculator.tsx',
      line: 12,
      column: 5,
    });
  });

  it('leaves a frame without a map, of another remote, or reaching out of the folder as it is', () => {
    expect(mapper.map('mf_calculators', 'abc1234', frame('http://localhost:8081/abc1234/other.js'))).toBeUndefined();
    expect(mapper.map('mf_knowledge', 'abc1234', frame('http://localhost:8082/abc1234/src_App.js'))).toBeUndefined();
    expect(
      mapper.map('mf_calculators', 'abc1234', frame('http://localhost:8081/abc1234/%2E%2E/%2E%2E/etc/passwd')),
    ).toBeUndefined();
    expect(mapper.map('mf_calculators', 'abc1234', frame('not a url'))).toBeUndefined();
    expect(
      mapper.map('mf_calculators', '../abc1234', frame('http://localhost:8081/../abc1234/src_App.js')),
    ).toBeUndefined();
  });
});
