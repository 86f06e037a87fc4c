import {
  type AssStyle,
  format,
  type Cue,
  type SubtitleFormat,
  type SubtitleHeader,
  type VttRegion,
} from '@captio/subtitle-core';
import { contentDisposition, downloadFileName } from './download-name.js';
import { renderDocx } from './docx-document.js';
import { ExportError } from './export-error.js';
import {
  exportFormats,
  type ExportFormatEntry,
  findExportFormat,
  type ExportFormat,
  type ExportKind,
} from './formats.js';
import { findPdfFonts, standardFontDirectories } from './pdf-fonts.js';
import { renderPdf } from './pdf-document.js';
import {
  cueBlocks,
  type DocumentTranslation,
  paragraphBlocks,
  printable,
  type ReadingBlock,
} from './reading-blocks.js';
import { cuesWithSpeakers, UNKNOWN_SPEAKER } from './speakers.js';
import { renderTextDocument } from './text-document.js';

/** What is exported: a transcript's cues (subtitle-core cues: times in ms, markup text). */
export interface ExportInput {
  readonly cues: readonly Cue[];
  /** The uploaded file's name: the download is named after it, and documents are titled with it. */
  readonly fileName: string;
  /** Which text of the file this is, between its name and extension ('es': its translation). */
  readonly nameTag?: string;
  /** The transcript's language (en, zh-CN, ja...): picks the CJK font style and line joining. */
  readonly language: string;
  /** A title other than the file name, for documents, ASS's Title, and txt, md and lrc subtitles. */
  readonly title?: string;
  /**
   * ASS: the styles the cues name (a subtitle file's own, or the two tracks of a bilingual file);
   * the default style otherwise. Other formats write a cue's style's italic, bold and underline.
   */
  readonly styles?: readonly AssStyle[];
  /** A subtitle file's header (WebVTT's, ASS's script info), written where the format has one. */
  readonly header?: SubtitleHeader;
  /** A WebVTT file's regions, which its cues' settings name. */
  readonly regions?: readonly VttRegion[];
  /**
   * A bilingual reading document (docx, pdf, txt documents): each cue's translation, so that a
   * paragraph's translation follows it as a paragraph of its own. Subtitle kinds ignore it.
   */
  readonly translation?: DocumentTranslation;
}

export interface ExportOptions {
  readonly kind: ExportKind;
  readonly format: ExportFormat;
  /** txt, md, pdf and documents; srt, vtt, ass, lrc and csv always carry times (it is what they are). */
  readonly timestamps: boolean;
  readonly speakers: boolean;
  /** The label of cues whose speaker is unknown, in the reader's language (exportMessages.unknownSpeaker). */
  readonly unknownSpeakerLabel?: string;
  /**
   * The cues' speakers are a subtitle file's own voices, not a transcript's speaker turns: a cue
   * without one stays without (no unknown-speaker label), and each subtitle format writes them as
   * it does by default (vtt as <v Name>, ass as the Name field, srt in no text prefix), as the
   * converter does. `speakers` still decides the documents' names.
   */
  readonly speakersOfFile?: boolean;
  /** Where to look for the PDF fonts; by default the system's font directories. */
  readonly fontDirectories?: readonly string[];
}

export interface ExportResult {
  readonly body: Buffer | string;
  readonly contentType: string;
  /** The download's name, with the format's extension. */
  readonly fileName: string;
  /** The Content-Disposition header for it (RFC 6266, with an RFC 5987 filename* for any script). */
  readonly contentDisposition: string;
}

const SUBTITLE_CORE_FORMATS: ReadonlySet<ExportFormat> = new Set<SubtitleFormat & ExportFormat>([
  'srt',
  'ass',
  'txt',
  'vtt',
  'md',
  'lrc',
  'csv',
]);

function isSubtitleCoreFormat(format: ExportFormat): format is SubtitleFormat & ExportFormat {
  return SUBTITLE_CORE_FORMATS.has(format);
}

/** A cue without the control characters no subtitle player shows (see printable). */
function printableCue(cue: Cue): Cue {
  const text = printable(cue.text);
  const speaker = cue.speaker === undefined ? undefined : printable(cue.speaker);
  return text === cue.text && speaker === cue.speaker ? cue : { ...cue, text, speaker };
}

async function renderBody(input: ExportInput, options: ExportOptions): Promise<Buffer | string> {
  const unknown = options.unknownSpeakerLabel ?? UNKNOWN_SPEAKER;
  const layout = {
    timestamps: options.timestamps,
    speakers: options.speakers,
    language: input.language,
  };
  const title = printable(input.title?.trim() || input.fileName).replace(/\s+/g, ' ');
  const pdf = (blocks: readonly ReadingBlock[]) =>
    renderPdf(blocks, {
      title,
      language: input.language,
      fonts: findPdfFonts(input.language, options.fontDirectories ?? standardFontDirectories()),
    });

  const ofFile = options.speakersOfFile === true;
  /** The cues with the speakers they are shown with (all named, or as the file has them). */
  const speaking = (shown: boolean) =>
    ofFile ? [...input.cues] : cuesWithSpeakers(input.cues, shown, unknown);
  if (options.kind === 'subtitle') {
    if (isSubtitleCoreFormat(options.format)) {
      // Players read cues in the order of their starts (WebVTT requires it); an editor may save
      // them in another. Array sort is stable: cues that start together keep their order.
      // A cue with no text to show is left out: in SubRip its blank line would end it early.
      const ordered = speaking(options.speakers)
        .sort((a, b) => a.start - b.start)
        .map(printableCue)
        .filter((cue) => cue.text.trim() !== '');
      return format(ordered, options.format, {
        ...(ofFile ? {} : { speakers: options.speakers }),
        timestamps: options.timestamps,
        // txt, md and lrc write a title only when one is given; an ASS file always has a Title,
        // named after the file as the documents are, not 'Untitled'.
        title: options.format === 'ass' ? title : input.title,
        ...(input.styles ? { styles: [...input.styles] } : {}),
        ...(input.header ? { header: input.header } : {}),
        ...(input.regions ? { regions: [...input.regions] } : {}),
      });
    }
    return pdf(cueBlocks(speaking(true), layout));
  }
  // Paragraphs follow speaker turns whether or not the names are shown.
  const blocks = paragraphBlocks(speaking(true), layout, input.translation);
  switch (options.format) {
    case 'docx':
      return renderDocx(blocks, { title, language: input.language });
    case 'pdf':
      return pdf(blocks);
    case 'txt':
      return renderTextDocument(blocks, title);
    default:
      throw new ExportError('unknown-format', `There is no document export in '${options.format}'`);
  }
}

/**
 * 'subtitles' for a subtitle export whose extension a reading document also has (pdf, txt):
 * saved side by side, the timed listing and the document must not take one another's name.
 */
function kindNameTag(entry: ExportFormatEntry): string {
  const shared = exportFormats.some(
    (other) => other.kind !== entry.kind && other.extension === entry.extension,
  );
  return shared && entry.kind === 'subtitle' ? 'subtitles' : '';
}

/**
 * Writes a transcript as a download: a subtitle file (srt, ass, txt, vtt, md, lrc, pdf, csv)
 * or a reading document (docx, pdf, txt). Throws ExportError 'unknown-format' for a format the
 * kind does not have, and 'fonts-missing' for a PDF on a machine without Noto Sans CJK. The
 * VIP rule (ass) is the caller's: see requiresVip.
 */
export async function renderExport(
  input: ExportInput,
  options: ExportOptions,
): Promise<ExportResult> {
  const entry = findExportFormat(options.kind, options.format);
  if (!entry) {
    throw new ExportError(
      'unknown-format',
      `There is no ${String(options.kind)} export in the format '${String(options.format)}'`,
    );
  }
  const body = await renderBody(input, options);
  const tag = [kindNameTag(entry), input.nameTag].filter(Boolean).join('.');
  const fileName = downloadFileName(input.fileName, entry.extension, tag);
  return {
    body,
    contentType: entry.contentType,
    fileName,
    contentDisposition: contentDisposition(fileName),
  };
}
