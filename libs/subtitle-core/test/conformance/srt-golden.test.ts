// Golden files: x.srt beside x.srt.json (the ParseResult we expect). UPDATE_GOLDEN=1 rewrites
// the JSON after a deliberate change; review the diff before committing it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { format, parse } from '../../src/index.js';

const dir = new URL('../golden/srt/', import.meta.url);
const files = readdirSync(dir).filter((name) => name.endsWith('.srt'));

describe.each(files)('golden %s', (name) => {
  const input = readFileSync(new URL(name, dir), 'utf8');
  const result = parse(input);

  it('parses to the expected cues and errors', () => {
    const expectedPath = new URL(`${name}.json`, dir);
    if (process.env['UPDATE_GOLDEN'] === '1') {
      writeFileSync(expectedPath, `${JSON.stringify(result, null, 2)}\n`);
    }
    expect(result).toEqual(JSON.parse(readFileSync(expectedPath, 'utf8')));
  });

  it('writes back a clean file that parses to the same cues', () => {
    const again = parse(format(result, 'srt'));
    expect(again.errors).toEqual([]);
    expect(again.cues).toEqual(result.cues);
  });
});
