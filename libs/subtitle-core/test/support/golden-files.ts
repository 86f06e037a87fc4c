import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { format } from '../../src/lib/core/format.js';
import { parse } from '../../src/lib/core/parse.js';
import type { SubtitleFormat } from '../../src/lib/core/types.js';

/**
 * The tests of test/golden/<format>: each x.<format> parses to its x.<format>.json, is stable
 * once written again, and, when named ours.*, is written back byte for byte.
 */
export function describeGoldenFiles(title: string, to: SubtitleFormat): void {
  const golden = new URL(`../golden/${to}/`, import.meta.url);
  const files = readdirSync(golden).filter((name) => name.endsWith(`.${to}`));
  const read = (name: string): string => readFileSync(new URL(name, golden), 'utf8');

  describe(`${title} golden files (test/golden/${to})`, () => {
    it('has files', () => {
      expect(files.length).toBeGreaterThan(0);
    });

    it.each(files)('%s parses to its .json', (name) => {
      const result = parse(read(name), { format: to });
      expect(result).toEqual(JSON.parse(read(`${name}.json`)));
    });

    it.each(files)('%s is stable once written again', (name) => {
      const written = format(parse(read(name), { format: to }), to);
      expect(format(parse(written, { format: to }), to)).toBe(written);
    });

    // Files named ours.* are exactly what the formatter writes.
    it.each(files.filter((name) => name.startsWith('ours.')))(
      '%s is written back byte for byte',
      (name) => {
        const text = read(name);
        expect(format(parse(text, { format: to }), to)).toBe(text);
      },
    );
  });
}
