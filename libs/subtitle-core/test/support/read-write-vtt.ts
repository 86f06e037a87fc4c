import { ErrorCollector } from '../../src/lib/core/parse-error.js';
import { normalizeInput } from '../../src/lib/core/text-input.js';
import type { ParseResult } from '../../src/lib/core/types.js';
import { formatVtt } from '../../src/lib/vtt/vtt-formatter.js';
import { parseVtt } from '../../src/lib/vtt/vtt-parser.js';

/** WebVTT text read as parse() reads it (normalized first), never strict, with its errors. */
export function readVtt(text: string): ParseResult {
  const errors = new ErrorCollector(false);
  const result = parseVtt(normalizeInput(text), errors);
  result.errors = errors.errors;
  return result;
}

/** A parsed file written back with the header and regions it was read with. */
export function writeVtt(result: ParseResult): string {
  return formatVtt(result.cues, { header: result.header, regions: result.regions });
}
