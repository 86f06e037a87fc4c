import {
  type ExportContent,
  type ExportFormat,
  exportUrl,
  type LocaleCode,
} from '@captio/api-client';

export type ExportKind = 'subtitle' | 'document';

export interface ExportChoice {
  format: ExportFormat;
  kind: ExportKind;
  /** ASS is for VIP levels only: the server answers 403 to others. */
  vipOnly: boolean;
}

/** The subtitle export formats, in menu order. */
export const SUBTITLE_EXPORTS: readonly ExportChoice[] = (
  ['srt', 'ass', 'txt', 'vtt', 'md', 'lrc', 'pdf', 'csv'] as const
).map((format) => ({ format, kind: 'subtitle', vipOnly: format === 'ass' }));

/** The document formats: docx (labelled WORD), pdf, txt. */
export const DOCUMENT_EXPORTS: readonly ExportChoice[] = (['docx', 'pdf', 'txt'] as const).map(
  (format) => ({ format, kind: 'document', vipOnly: false }),
);

/** How a format is named on its button: its extension in capitals, and docx as WORD. */
export function formatLabel(format: ExportFormat): string {
  return format === 'docx' ? 'WORD' : format.toUpperCase();
}

export interface ExportToggles {
  timestamps: boolean;
  speakers: boolean;
}

/** How a bilingual download holds the two texts: two lines per cue, or two tracks. */
export type BilingualLayout = 'lines' | 'tracks';

/** Which text a download holds (exportQuerySchema's content and bilingual_layout). */
export interface ExportText {
  content: ExportContent;
  layout: BilingualLayout;
}

/** The original alone: what a transcript without a translation downloads. */
export const ORIGINAL_TEXT: ExportText = { content: 'original', layout: 'lines' };

/**
 * Whether a format holds two tracks: ASS subtitles only (a style for each language, which a
 * player can restyle or hide on its own); the server refuses tracks in any other format.
 */
export function holdsTracks(choice: ExportChoice): boolean {
  return choice.kind === 'subtitle' && choice.format === 'ass';
}

/** Whether a choice can hold the text asked for: two tracks only fit the formats that hold them. */
export function fitsText(choice: ExportChoice, text: ExportText): boolean {
  return text.content !== 'bilingual' || text.layout === 'lines' || holdsTracks(choice);
}

/**
 * The download address of a task's transcript in a format, with the text asked for: the export
 * call with its query (exportQuerySchema). Same origin, so the session or visitor cookie goes
 * with it. The page's locale goes in the query: a link cannot set Accept-Language, and the
 * file's words (an unknown speaker's label) follow the page, not the browser.
 */
export function exportHref(
  taskId: string,
  choice: ExportChoice,
  toggles: ExportToggles,
  text: ExportText = ORIGINAL_TEXT,
  locale?: LocaleCode,
): string {
  const query = new URLSearchParams({
    format: choice.format,
    kind: choice.kind,
    timestamps: String(toggles.timestamps),
    speakers: String(toggles.speakers),
  });
  // The original is the call's default; the layout only means something for both languages.
  if (text.content !== 'original') query.set('content', text.content);
  if (text.content === 'bilingual') query.set('bilingual_layout', text.layout);
  if (locale) query.set('locale', locale);
  return `${exportUrl(taskId)}?${query.toString()}`;
}

/** Whether the reader may download a choice: VIP-only formats need a paid level (1 and up). */
export function mayExport(choice: ExportChoice, level: number | undefined): boolean {
  return !choice.vipOnly || (level ?? 0) >= 1;
}

/**
 * The subtitle downloads in the order offered: the format the reader came for (?export=, from
 * the SRT and VTT generators) first, the others as they are.
 */
export function subtitleExportsFor(first: string | undefined): readonly ExportChoice[] {
  const chosen = SUBTITLE_EXPORTS.find((choice) => choice.format === first);
  return chosen
    ? [chosen, ...SUBTITLE_EXPORTS.filter((choice) => choice !== chosen)]
    : SUBTITLE_EXPORTS;
}
