/**
 * Exports: a transcript's cues written as a download, for the export route to call. Pure
 * functions (no routes, no database): the caller loads the cues, checks the VIP rule with
 * `requiresVip`, and sends `body` with `contentType` and `contentDisposition`.
 *
 * - `exportFormats`: the menu: subtitles srt, ass (VIP), txt, vtt, md, lrc,
 *   pdf, csv; documents docx (named 'WORD'), pdf, txt; each with its content type and extension.
 * - `renderExport(input, options)`: subtitle formats through @captio/subtitle-core (speakers as
 *   each format allows: WebVTT `<v Name>`, the ASS Name field, 'Name: ' in SRT, TXT, MD, a CSV
 *   column; LRC has none). PDF subtitles list the cues. Documents are for reading: consecutive
 *   cues of one speaker make one paragraph (a new one after a pause without speakers, and at
 *   most a minute of the recording each), titled with the file name. `timestamps` matters to
 *   txt, md, pdf and documents: the other subtitle formats always have times. Speakers left
 *   unknown in a transcript that has speakers are labelled `unknownSpeakerLabel`
 *   (`exportMessages.unknownSpeaker[locale]`, 'Unknown Speaker').
 * - PDF embeds subsets of Noto Sans CJK (Debian's fonts-noto-cjk; the face follows the
 *   language: SC, TC, HK, JP, KR), which has Latin, Cyrillic and CJK, and DejaVu Sans, when
 *   installed, for the characters Noto CJK lacks. Fonts are looked up in the system's font
 *   directories or `options.fontDirectories` (a deployment setting can put its own first); with
 *   none found, `ExportError` 'fonts-missing', shown as `exportMessages.fontsMissing`.
 * - DOCX names an East Asian font (w:eastAsia) and the languages (w:lang) on every run.
 */
export { contentDisposition, downloadFileName } from './download-name.js';
export { ExportError } from './export-error.js';
export type { ExportErrorCode } from './export-error.js';
export { exportFormats, findExportFormat, requiresVip } from './formats.js';
export type { ExportFormat, ExportFormatEntry, ExportKind } from './formats.js';
export { exportMessages } from './messages.js';
export { cjkFaceFor, findPdfFonts, standardFontDirectories } from './pdf-fonts.js';
export type { CjkFace, PdfFontFile, PdfFonts } from './pdf-fonts.js';
export type { DocumentTranslation } from './reading-blocks.js';
export { renderExport } from './render-export.js';
export type { ExportInput, ExportOptions, ExportResult } from './render-export.js';
export { UNKNOWN_SPEAKER } from './speakers.js';
