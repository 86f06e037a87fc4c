import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { format } from '../core/format.js';
import { parse } from '../core/parse.js';

const golden = new URL('../../../test/golden/txt/', import.meta.url);
const files = readdirSync(golden).filter((name) => name.endsWith('.txt'));

describe('TXT golden files (test/golden/txt)', () => {
  it('has files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s parses to its .json', (name) => {
    const result = parse(readFileSync(new URL(name, golden), 'utf8'), { format: 'txt' });
    expect(result).toEqual(JSON.parse(readFileSync(new URL(`${name}.json`, golden), 'utf8')));
  });

  it.each(files)('%s is stable once written again', (name) => {
    const written = format(
      parse(readFileSync(new URL(name, golden), 'utf8'), { format: 'txt' }),
      'txt',
    );
    expect(format(parse(written, { format: 'txt' }), 'txt')).toBe(written);
  });

  // Files named ours.* are exactly what the formatter writes.
  it.each(files.filter((name) => name.startsWith('ours.')))(
    '%s is written back byte for byte',
    (name) => {
      const text = readFileSync(new URL(name, golden), 'utf8');
      expect(format(parse(text, { format: 'txt' }), 'txt')).toBe(text);
    },
  );
});
