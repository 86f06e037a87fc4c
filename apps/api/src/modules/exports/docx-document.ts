import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { languageTag } from './language-tag.js';
import { cjkFaceFor, type CjkFace } from './pdf-fonts.js';
import type { ReadingBlock } from './reading-blocks.js';

/**
 * The East Asian font Word uses for CJK characters (w:eastAsia), by region: fonts that come
 * with Windows and with Office for Mac. Where a reader lacks it, Word and LibreOffice choose
 * a font for the language in w:lang, so CJK text still shows in the right regional style.
 */
const EAST_ASIAN_FONT: Record<CjkFace, { font: string; language: string }> = {
  sc: { font: 'Microsoft YaHei', language: 'zh-CN' },
  tc: { font: 'Microsoft JhengHei', language: 'zh-TW' },
  hk: { font: 'Microsoft JhengHei', language: 'zh-HK' },
  jp: { font: 'Yu Gothic', language: 'ja-JP' },
  kr: { font: 'Malgun Gothic', language: 'ko-KR' },
};
/** Latin, Greek and Cyrillic: Word's own default font. */
const WESTERN_FONT = 'Calibri';
const MUTED = '666666';

/**
 * A Word document (docx) of a title and blocks: each block's time (grey) and speaker (bold)
 * before its paragraph, and its translation after it, in its own language. Every run names a Western and an East Asian font and the languages,
 * so Word shows Latin, Cyrillic and CJK text each in a font that has it.
 */
/** The fonts and w:lang of runs in a language: Word spell-checks and reads them in it. */
function languageOf(code: string) {
  const eastAsian = EAST_ASIAN_FONT[cjkFaceFor(code)];
  return {
    font: { ascii: WESTERN_FONT, hAnsi: WESTERN_FONT, cs: WESTERN_FONT, eastAsia: eastAsian.font },
    language: { value: languageTag(code), eastAsia: eastAsian.language },
  };
}

/** A paragraph of lines (a line break between them) in a language. */
function textParagraph(text: string, code: string): Paragraph {
  const { font, language } = languageOf(code);
  return new Paragraph({
    spacing: { after: 200 },
    children: text
      .split('\n')
      .map(
        (line, index) => new TextRun({ text: line, font, language, break: index === 0 ? 0 : 1 }),
      ),
  });
}

export async function renderDocx(
  blocks: readonly ReadingBlock[],
  options: { title: string; language: string },
): Promise<Buffer> {
  const { font, language } = languageOf(options.language);
  const run = (text: string, extra: { bold?: boolean; color?: string; size?: number } = {}) =>
    new TextRun({ text, font, language, ...extra });

  const paragraphs = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [run(options.title)] }),
  ];
  for (const block of blocks) {
    const heading: TextRun[] = [];
    if (block.time) heading.push(run(block.time, { color: MUTED, size: 18 }));
    if (block.speaker) heading.push(run((block.time ? '   ' : '') + block.speaker, { bold: true }));
    if (heading.length > 0) {
      paragraphs.push(new Paragraph({ keepNext: true, spacing: { after: 40 }, children: heading }));
    }
    // A bilingual block's translation is a paragraph of its own, marked with its language.
    if (block.text !== '' || !block.translation) {
      paragraphs.push(textParagraph(block.text, options.language));
    }
    if (block.translation) {
      paragraphs.push(textParagraph(block.translation.text, block.translation.language));
    }
  }

  const document = new Document({
    title: options.title,
    creator: 'Captio',
    styles: { default: { document: { run: { font, language, size: 22 } } } },
    sections: [{ children: paragraphs }],
  });
  return Packer.toBuffer(document);
}
