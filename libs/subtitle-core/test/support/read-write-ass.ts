import { formatAss } from '../../src/lib/ass/ass-formatter.js';
import { parseAss } from '../../src/lib/ass/ass-parser.js';
import { ErrorCollector } from '../../src/lib/core/parse-error.js';
import type { ParseResult } from '../../src/lib/core/types.js';

/** An ASS or SSA script read without strict mode; `format` decides only for scripts that say neither. */
export function readAss(text: string, format: 'ass' | 'ssa' = 'ass'): ParseResult {
  return parseAss(text, new ErrorCollector(false), format);
}

/** A parsed script written back with its header and styles, as what it was read as unless `to` says. */
export function writeAss(result: ParseResult, to?: 'ass' | 'ssa'): string {
  return formatAss(
    result.cues,
    { header: result.header, styles: result.styles },
    to ?? (result.format === 'ssa' ? 'ssa' : 'ass'),
  );
}
