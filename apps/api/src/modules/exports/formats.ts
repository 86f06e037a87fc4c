/** Whether an export is a subtitle file (cue by cue) or a reading document (paragraphs). */
export type ExportKind = 'subtitle' | 'document';

/** Every format an export can be written in; txt and pdf exist in both kinds. */
export type ExportFormat = 'srt' | 'ass' | 'txt' | 'vtt' | 'md' | 'lrc' | 'pdf' | 'csv' | 'docx';

/** One row of the export menu, as the api and the web app list it (type, name, is_vip). */
export interface ExportFormatEntry {
  readonly type: ExportFormat;
  /** What the menu shows: the format in capitals, docx as 'WORD'. */
  readonly name: string;
  readonly kind: ExportKind;
  /** Only VIP members may download it; the route enforces this, the renderer does not. */
  readonly is_vip: boolean;
  readonly contentType: string;
  /** The download's extension, without the dot. */
  readonly extension: string;
}

const TEXT = 'text/plain; charset=utf-8';

function entry(
  kind: ExportKind,
  type: ExportFormat,
  contentType: string,
  name: string = type.toUpperCase(),
  is_vip = false,
): ExportFormatEntry {
  return Object.freeze({ type, name, kind, is_vip, contentType, extension: type });
}

/** The export formats in menu order: subtitles, then documents. */
export const exportFormats: readonly ExportFormatEntry[] = Object.freeze([
  entry('subtitle', 'srt', 'application/x-subrip; charset=utf-8'),
  entry('subtitle', 'ass', 'text/x-ssa; charset=utf-8', 'ASS', true),
  entry('subtitle', 'txt', TEXT),
  entry('subtitle', 'vtt', 'text/vtt; charset=utf-8'),
  entry('subtitle', 'md', 'text/markdown; charset=utf-8'),
  // LRC has no registered media type; players and editors take it as plain text.
  entry('subtitle', 'lrc', TEXT),
  entry('subtitle', 'pdf', 'application/pdf'),
  entry('subtitle', 'csv', 'text/csv; charset=utf-8'),
  entry(
    'document',
    'docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'WORD',
  ),
  entry('document', 'pdf', 'application/pdf'),
  entry('document', 'txt', TEXT),
]);

/** The menu row of a format in a kind, or undefined when that kind has no such format (a subtitle docx). */
export function findExportFormat(kind: string, format: string): ExportFormatEntry | undefined {
  return exportFormats.find((row) => row.kind === kind && row.type === format);
}

/** Whether downloading this format is for VIP members only (ASS subtitles). */
export function requiresVip(format: ExportFormat): boolean {
  return exportFormats.some((row) => row.type === format && row.is_vip);
}
