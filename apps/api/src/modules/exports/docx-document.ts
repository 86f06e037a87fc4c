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
 * before its paragraph. Every run names a Western and an East Asian font and the languages,
 * so Word shows Latin, Cyrillic and CJK text each in a font that has it.
 */
export async function renderDocx(
  blocks: readonly ReadingBlock[],
  options: { title: string; language: string },
): Promise<Buffer> {
  const eastAsian = EAST_ASIAN_FONT[cjkFaceFor(options.language)];
  const font = {
    ascii: WESTERN_FONT,
    hAnsi: WESTERN_FONT,
    cs: WESTERN_FONT,
    eastAsia: eastAsian.font,
  };
  const language = { value: languageTag(options.language), eastAsia: eastAsian.language };
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
    const lines = block.text.split('\n');
    paragraphs.push(
      new Paragraph({
        spacing: { after: 200 },
        children: lines.map((line, index) =>
          index === 0 ? run(line) : new TextRun({ text: line, font, language, break: 1 }),
        ),
      }),
    );
  }

  const document = new Document({
    title: options.title,
    creator: 'Captio',
    styles: { default: { document: { run: { font, language, size: 22 } } } },
    sections: [{ children: paragraphs }],
  });
  return Packer.toBuffer(document);
}
