import type { ParseError, ParseErrorCode, ParseResult } from './types.js';

/** Thrown by parse() in strict mode: the first problem found. */
export class SubtitleParseError extends Error implements ParseError {
  readonly code: ParseErrorCode;
  readonly line: number;

  constructor(error: ParseError) {
    super(`Line ${error.line}: ${error.message}`);
    this.name = 'SubtitleParseError';
    this.code = error.code;
    this.line = error.line;
  }
}

/**
 * How many problems a parse result lists: a hostile file can hold millions (a bad setting on
 * every line), and their objects would cost more memory than the cues. The rest are counted.
 */
export const MAX_PARSE_ERRORS = 1000;

/** Collects errors, or throws the first one in strict mode. Shared by every parser. */
export class ErrorCollector {
  readonly errors: ParseError[] = [];
  /** Problems found past the limit, counted but not kept. */
  omitted = 0;

  /** `limit`: how many errors to keep; a stream hands each one on, and keeps them all. */
  constructor(
    private readonly strict: boolean,
    private readonly limit = MAX_PARSE_ERRORS,
  ) {}

  report(code: ParseErrorCode, line: number, message: string): void {
    const error: ParseError = { code, line, message };
    if (this.strict) throw new SubtitleParseError(error);
    if (this.errors.length < this.limit) this.errors.push(error);
    else this.omitted++;
  }

  /** The result with the collected errors, and the count of those left out when there are any. */
  finish(result: ParseResult): ParseResult {
    result.errors = this.errors;
    if (this.omitted > 0) result.omittedErrors = this.omitted;
    return result;
  }
}
