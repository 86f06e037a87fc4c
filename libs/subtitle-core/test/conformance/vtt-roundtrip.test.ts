/**
 * Every WebVTT file of the fixture corpora: parsing never throws, and writing what was read then
 * reading it again gives the same cues, regions and header (and the same file a second time).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ErrorCollector } from '../../src/lib/core/parse-error.js';
import { normalizeInput } from '../../src/lib/core/text-input.js';
import type { ParseResult } from '../../src/lib/core/types.js';
import { formatVtt } from '../../src/lib/vtt/vtt-formatter.js';
import { parseVtt } from '../../src/lib/vtt/vtt-parser.js';

const FIXTURES = fileURLToPath(
  new URL('../../../../../shared/fixtures/subtitles/', import.meta.url),
);

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(name) ? [path] : [];
  });
}

const FILES = [
  ...filesUnder(join(FIXTURES, 'mozilla-vtt.js'), (name) => name.endsWith('.vtt')),
  ...filesUnder(join(FIXTURES, 'androidx-media/webvtt'), () => true),
  ...filesUnder(join(FIXTURES, 'go-astisub'), (name) => name.endsWith('.vtt')),
].map((path) => [path.slice(FIXTURES.length), path] as const);

function read(text: string): ParseResult {
  const errors = new ErrorCollector(false);
  const result = parseVtt(normalizeInput(text), errors);
  result.errors = errors.errors;
  return result;
}

function write(result: ParseResult): string {
  return formatVtt(result.cues, { header: result.header, regions: result.regions });
}

describe('WebVTT round trip over every fixture file', () => {
  it('finds the corpora', () => {
    expect(FILES.length).toBeGreaterThan(290);
  });

  it.each(FILES)('%s', (_name, path) => {
    const first = read(readFileSync(path, 'utf8'));
    const written = write(first);
    const second = read(written);
    expect(second.cues).toEqual(first.cues);
    expect(second.regions).toEqual(first.regions);
    expect(second.header).toEqual(first.header);
    // Only what the file itself says can be reported again, nothing the writer made.
    expect(second.errors.filter((error) => error.code !== 'end-before-start')).toEqual([]);
    expect(write(second)).toBe(written);
  });
});
