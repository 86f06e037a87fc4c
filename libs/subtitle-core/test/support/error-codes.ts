import type { ParseResult } from '../../src/lib/core/types.js';

/** The errors of a result as 'code@line', the part of them a test can pin down. */
export function errorCodes(result: ParseResult): string[] {
  return result.errors.map((error) => `${error.code}@${error.line}`);
}
