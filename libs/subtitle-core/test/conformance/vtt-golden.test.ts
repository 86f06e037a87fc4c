/**
 * Golden files in test/golden/vtt: x.vtt is read and compared with x.vtt.json (cues, regions,
 * header, and errors by code and line), then written and compared with x.vtt.formatted.
 * UPDATE_GOLDEN=1 rewrites the expectations; review the diff before keeping it.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ErrorCollector } from '../../src/lib/core/parse-error.js';
import { normalizeInput } from '../../src/lib/core/text-input.js';
import { formatVtt } from '../../src/lib/vtt/vtt-formatter.js';
import { parseVtt } from '../../src/lib/vtt/vtt-parser.js';

const GOLDEN = fileURLToPath(new URL('../golden/vtt/', import.meta.url));
const UPDATE = process.env['UPDATE_GOLDEN'] === '1';

const FILES = readdirSync(GOLDEN).filter((name) => name.endsWith('.vtt'));

describe('WebVTT golden files', () => {
  it('has golden files', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(2);
  });

  it.each(FILES)('%s', (name) => {
    const errors = new ErrorCollector(false);
    const result = parseVtt(normalizeInput(readFileSync(`${GOLDEN}${name}`, 'utf8')), errors);
    const parsed = {
      cues: result.cues,
      regions: result.regions ?? [],
      header: result.header ?? {},
      errors: errors.errors.map(({ code, line }) => ({ code, line })),
    };
    const formatted = formatVtt(result.cues, { header: result.header, regions: result.regions });
    const jsonPath = `${GOLDEN}${name}.json`;
    const formattedPath = `${GOLDEN}${name}.formatted`;
    if (UPDATE) {
      writeFileSync(jsonPath, `${JSON.stringify(parsed, null, 2)}\n`);
      writeFileSync(formattedPath, formatted);
    }
    expect(parsed).toEqual(JSON.parse(readFileSync(jsonPath, 'utf8')));
    expect(formatted).toBe(readFileSync(formattedPath, 'utf8'));
  });
});
