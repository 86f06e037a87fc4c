import type { ErrorCollector } from './parse-error.js';

const BOM = 0xfeff;

/**
 * The text without the byte order marks that start it beyond the one a file may have (which
 * parse() and the streams drop): tools that add a BOM to a file that has one make such files,
 * and the rest reads as it should. Reported, so that strict mode still refuses the file, and
 * the same whether the file came as text or as bytes.
 */
export function withoutExtraBoms(text: string, errors: ErrorCollector): string {
  let from = 0;
  while (text.charCodeAt(from) === BOM) from++;
  if (from === 0) return text;
  errors.report(
    'bad-signature',
    1,
    'More than one byte order mark starts the file; it was read without the extra ones.',
  );
  return text.slice(from);
}
