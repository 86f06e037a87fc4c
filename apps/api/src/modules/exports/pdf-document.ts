import PDFDocument from 'pdfkit';
import { languageTag } from './language-tag.js';
import type { PdfFontFile, PdfFonts } from './pdf-fonts.js';
import { blockText, type ReadingBlock } from './reading-blocks.js';

const BODY = 'captio-body';
const BODY_BOLD = 'captio-body-bold';
const FALLBACK = 'captio-fallback';
const FALLBACK_BOLD = 'captio-fallback-bold';

const TITLE_SIZE = 16;
const HEADING_SIZE = 9.5;
const TEXT_SIZE = 11;
const MUTED = '#666666';
const INK = '#111111';
/** A heading with less room than this under it starts the next page, not alone at the bottom. */
const KEEP_WITH_NEXT = 3 * TEXT_SIZE * 1.6;

type Coverage = (codePoint: number) => boolean;

/**
 * Whether a registered font has a glyph for a character. pdfkit keeps the fontkit font of the
 * current font on `_font.font`; it has no public call for this. Should that change, every
 * character goes to the main font (Noto CJK, which covers Latin, Cyrillic and CJK).
 */
function coverage(doc: PDFKit.PDFDocument, name: string): Coverage | undefined {
  doc.font(name);
  const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: unknown } } })._font
    ?.font;
  const has = font?.hasGlyphForCodePoint;
  return typeof has === 'function' ? (codePoint) => has.call(font, codePoint) === true : undefined;
}

function register(doc: PDFKit.PDFDocument, name: string, file: PdfFontFile): void {
  if (file.face === undefined) doc.registerFont(name, file.path);
  else doc.registerFont(name, file.path, file.face);
}

/** Pieces of a text, each in the font that has its characters (spaces go with their neighbours). */
function fontRuns(
  text: string,
  bold: boolean,
  main: Coverage | undefined,
  fallback: Coverage | undefined,
): Array<{ font: string; text: string }> {
  const mainName = bold ? BODY_BOLD : BODY;
  if (!main || !fallback) return [{ font: mainName, text }];
  const fallbackName = bold ? FALLBACK_BOLD : FALLBACK;
  const runs: Array<{ font: string; text: string }> = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const last = runs[runs.length - 1];
    const neutral = /\s/.test(character);
    const font =
      neutral && last
        ? last.font
        : main(codePoint) || !fallback(codePoint)
          ? mainName
          : fallbackName;
    if (last && last.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}

/**
 * A PDF of a title and blocks: each block's time (grey) and speaker (bold) over its text.
 * Fonts are embedded as subsets (only the glyphs used), and text is written as text with a
 * ToUnicode map, so it can be searched, selected and copied.
 */
export async function renderPdf(
  blocks: readonly ReadingBlock[],
  options: { title: string; language: string; fonts: PdfFonts },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    lang: languageTag(options.language),
    displayTitle: true,
    info: { Title: options.title, Creator: 'Captio' },
    bufferPages: false,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  register(doc, BODY, options.fonts.regular);
  register(doc, BODY_BOLD, options.fonts.bold);
  const { fallback } = options.fonts;
  if (fallback) {
    register(doc, FALLBACK, fallback.regular);
    register(doc, FALLBACK_BOLD, fallback.bold);
  }
  const main = coverage(doc, BODY);
  const other = fallback ? coverage(doc, FALLBACK) : undefined;

  const write = (
    pieces: ReadonlyArray<{ text: string; bold: boolean; size: number; color: string }>,
    paragraphGap: number,
  ) => {
    const runs = pieces.flatMap((piece) =>
      fontRuns(piece.text, piece.bold, main, other).map((run) => ({ ...run, piece })),
    );
    runs.forEach((run, index) => {
      doc
        .font(run.font)
        .fontSize(run.piece.size)
        .fillColor(run.piece.color)
        .text(run.text, {
          continued: index < runs.length - 1,
          lineGap: 3,
          paragraphGap,
        });
    });
  };

  write([{ text: options.title, bold: true, size: TITLE_SIZE, color: INK }], 14);
  for (const block of blocks) {
    const heading: Array<{ text: string; bold: boolean; size: number; color: string }> = [];
    if (block.time)
      heading.push({ text: block.time, bold: false, size: HEADING_SIZE, color: MUTED });
    if (block.speaker) {
      heading.push({
        text: (block.time ? '   ' : '') + block.speaker,
        bold: true,
        size: HEADING_SIZE,
        color: INK,
      });
    }
    if (heading.length > 0) {
      if (doc.y + KEEP_WITH_NEXT > doc.page.height - doc.page.margins.bottom) doc.addPage();
      write(heading, 2);
    }
    const text = blockText(block);
    if (text !== '') write([{ text, bold: false, size: TEXT_SIZE, color: INK }], 10);
  }
  doc.end();
  return finished;
}
