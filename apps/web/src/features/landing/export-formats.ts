/** A format transcripts and subtitles export to; `vip` marks those of the VIP plans only. */
export interface ExportFormat {
  label: string;
  vip?: boolean;
}

/** The subtitle export formats: SRT, ASS (VIP only), TXT, VTT, MD, LRC, PDF, CSV. */
export const SUBTITLE_EXPORTS: readonly ExportFormat[] = [
  { label: 'SRT' },
  { label: 'VTT' },
  { label: 'ASS', vip: true },
  { label: 'LRC' },
  { label: 'TXT' },
  { label: 'Markdown' },
  { label: 'CSV' },
  { label: 'PDF' },
];

/** The document export formats: Word (DOCX), PDF, TXT. */
export const DOCUMENT_EXPORTS: readonly ExportFormat[] = [
  { label: 'Word (DOCX)' },
  { label: 'PDF' },
  { label: 'TXT' },
];
