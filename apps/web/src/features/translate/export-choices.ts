import { type ExportFormat, type LocaleCode, translationExportUrl } from '@captio/api-client';
import type { SubtitleFormat } from '@captio/subtitle-core';

/**
 * The formats a translated file downloads in, in menu order: the subtitle formats (ass: paid
 * levels), then a Word document, paragraphs by speaker turn.
 */
export const TRANSLATION_FORMATS: readonly ExportFormat[] = [
  'srt',
  'vtt',
  'ass',
  'txt',
  'lrc',
  'md',
  'csv',
  'pdf',
  'docx',
];

/** How a format is named: its extension in capitals, and docx as WORD. */
export function formatName(format: ExportFormat): string {
  return format === 'docx' ? 'WORD' : format.toUpperCase();
}

/** ASS is for paid levels only: the api answers 403 to others. */
export function mayDownload(format: ExportFormat, level: number | undefined): boolean {
  return format !== 'ass' || (level ?? 0) >= 1;
}

/**
 * The format a translation downloads in first: the sent file's own, where the reader may have
 * it (an SSA script comes back as ASS, what it became), else SRT, which every player reads.
 */
export function firstFormat(
  sent: SubtitleFormat | undefined,
  level: number | undefined,
): ExportFormat {
  const own = sent === 'ssa' ? 'ass' : sent;
  const offered = TRANSLATION_FORMATS.find((format) => format === own);
  return offered && mayDownload(offered, level) ? offered : 'srt';
}

/** Two lines per cue in any format, or two tracks (a style each), which only ASS holds. */
export type BilingualLayout = 'lines' | 'tracks';

export function layoutsOf(format: ExportFormat): readonly BilingualLayout[] {
  return format === 'ass' ? ['lines', 'tracks'] : ['lines'];
}

/**
 * The download address of a translated file: the translation alone, or bilingual in a layout
 * the format holds. Same origin, so the session or visitor cookie goes with it; the page's
 * locale rides in the query, for an error answered to the link (it cannot set Accept-Language).
 */
export function translationHref(
  translationId: string,
  format: ExportFormat,
  content: 'translation' | 'bilingual',
  layout: BilingualLayout = 'lines',
  locale?: LocaleCode,
): string {
  const query = new URLSearchParams({ format, content });
  // Word is a document: the export writes it as paragraphs, not one entry per cue.
  if (format === 'docx') query.set('kind', 'document');
  if (content === 'bilingual') {
    query.set('bilingual_layout', layoutsOf(format).includes(layout) ? layout : 'lines');
  }
  if (locale) query.set('locale', locale);
  return `${translationExportUrl(translationId)}?${query.toString()}`;
}
