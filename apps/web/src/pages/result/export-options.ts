import { type ExportFormat, exportUrl } from '@captio/api-client';

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

/**
 * The download address of a task's transcript in a format: the export call with its query
 * (exportQuerySchema). Same origin, so the session or visitor cookie goes with it.
 */
export function exportHref(taskId: string, choice: ExportChoice, toggles: ExportToggles): string {
  const query = new URLSearchParams({
    format: choice.format,
    kind: choice.kind,
    timestamps: String(toggles.timestamps),
    speakers: String(toggles.speakers),
  });
  return `${exportUrl(taskId)}?${query.toString()}`;
}

/** Whether the reader may download a choice: VIP-only formats need a paid level (1 and up). */
export function mayExport(choice: ExportChoice, level: number | undefined): boolean {
  return !choice.vipOnly || (level ?? 0) >= 1;
}
