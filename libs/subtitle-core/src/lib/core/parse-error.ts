import type { ParseError, ParseErrorCode } from './types.js';

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

/** Collects errors, or throws the first one in strict mode. Shared by every parser. */
export class ErrorCollector {
  readonly errors: ParseError[] = [];

  constructor(private readonly strict: boolean) {}

  report(code: ParseErrorCode, line: number, message: string): void {
    const error: ParseError = { code, line, message };
    if (this.strict) throw new SubtitleParseError(error);
    this.errors.push(error);
  }
}
