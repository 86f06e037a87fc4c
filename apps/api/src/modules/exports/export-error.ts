/**
 * Why an export could not be written. 'unknown-format': the kind has no such format (a
 * subtitle docx); 'fonts-missing': the machine lacks the fonts a PDF needs (Noto Sans CJK,
 * Debian's fonts-noto-cjk), a setup problem the route reports as the export being unavailable.
 */
export type ExportErrorCode = 'unknown-format' | 'fonts-missing';

export class ExportError extends Error {
  override readonly name = 'ExportError';

  constructor(
    readonly code: ExportErrorCode,
    message: string,
  ) {
    super(message);
  }
}
