import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Cue } from '@captio/subtitle-core';
import { afterAll, describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../test/support/pdf-text.js';
import { zipEntries } from '../../../test/support/zip-entries.js';
import {
  cjkFaceFor,
  ExportError,
  exportMessages,
  findPdfFonts,
  renderExport,
  type ExportOptions,
} from './index.js';

const scratch = mkdtempSync(join(tmpdir(), 'captio-exports-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const textDocument = (timestamps = false, speakers = true): ExportOptions => ({
  kind: 'document',
  format: 'txt',
  timestamps,
  speakers,
});

async function render(cues: Cue[], options: ExportOptions, language = 'en') {
  return renderExport({ cues, fileName: 'talk.mp4', language }, options);
}

describe('reading documents', () => {
  it('join the cues of a turn with a space, and Chinese and Japanese ones with none', async () => {
    const english = await render(
      [
        { start: 0, end: 1000, text: 'First sentence.', speaker: 'Ana' },
        { start: 1000, end: 2000, text: 'Second\nline.', speaker: 'Ana' },
      ],
      textDocument(),
    );
    expect(english.body).toBe('talk.mp4\n\nAna\nFirst sentence. Second line.\n');
    const chinese = await render(
      [
        { start: 0, end: 1000, text: '第一句。', speaker: '甲' },
        { start: 1000, end: 2000, text: '第二\n句。', speaker: '甲' },
      ],
      textDocument(),
      'zh-CN',
    );
    expect(chinese.body).toBe('talk.mp4\n\n甲\n第一句。第二句。\n');
  });

  it('show no "Unknown Speaker" when the transcript has no speakers at all, and break at pauses', async () => {
    const { body } = await render(
      [
        { start: 0, end: 1000, text: 'One.' },
        { start: 1500, end: 2500, text: 'Two.' },
        { start: 9000, end: 9500, text: 'After a pause.' },
      ],
      textDocument(true),
    );
    expect(body).toBe('talk.mp4\n\n00:00:00\nOne. Two.\n\n00:00:09\nAfter a pause.\n');
  });

  it('label the unknown speaker in the reader’s language, and keep turns apart without names', async () => {
    const cues: Cue[] = [
      { start: 0, end: 1000, text: 'Hi.', speaker: 'Ana' },
      { start: 1000, end: 2000, text: 'Who is this?' },
      { start: 2000, end: 3000, text: 'Me.', speaker: ' ' },
    ];
    const labelled = await renderExport(
      { cues, fileName: 'talk.mp4', language: 'en' },
      { ...textDocument(), unknownSpeakerLabel: exportMessages.unknownSpeaker['de-DE'] },
    );
    expect(labelled.body).toBe('talk.mp4\n\nAna\nHi.\n\nUnbekannter Sprecher\nWho is this? Me.\n');
    const unnamed = await render(cues, textDocument(false, false));
    expect(unnamed.body).toBe('talk.mp4\n\nHi.\n\nWho is this? Me.\n');
  });

  it('continue a long turn in a new paragraph instead of one that runs for pages', async () => {
    const cues: Cue[] = Array.from({ length: 60 }, (_, index) => ({
      start: index * 1000,
      end: index * 1000 + 900,
      text: `Sentence number ${index} of a long monologue about rivers.`,
      speaker: 'Ana',
    }));
    const { body } = await render(cues, textDocument(false, false));
    const paragraphs = (body as string).trim().split('\n\n').slice(1);
    expect(paragraphs.length).toBeGreaterThan(1);
    expect(paragraphs.join(' ')).toBe(cues.map((cue) => cue.text).join(' '));
  });

  it('start a new timed paragraph each minute of a monologue, so a passage can be found', async () => {
    // 70 s of one voice with short pauses: short sentences, far under the length limit.
    const cues: Cue[] = Array.from({ length: 35 }, (_, index) => ({
      start: index * 2000,
      end: index * 2000 + 1800,
      text: `Part ${index}.`,
    }));
    const { body } = await render(cues, textDocument(true));
    const heads = (body as string)
      .split('\n\n')
      .slice(1)
      .map((paragraph) => paragraph.split('\n')[0]);
    expect(heads).toEqual(['00:00:00', '00:01:00']);
  });

  it('leave out control characters that XML cannot hold, so Word opens the file', async () => {
    const { body } = await render(
      [
        {
          start: 0,
          end: 1000,
          text: 'Bell\u0007 and form feed\u000c here\ud800.',
          speaker: 'A\u0001',
        },
      ],
      { kind: 'document', format: 'docx', timestamps: true, speakers: true },
    );
    const xml =
      zipEntries(body as Buffer)
        .get('word/document.xml')
        ?.toString('utf8') ?? '';
    expect(xml).toContain('Bell and form feed here\ufffd.');
    // eslint-disable-next-line no-control-regex
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  });

  it('name the East Asian font and language of the transcript in Word', async () => {
    const { body } = await render(
      [{ start: 0, end: 1000, text: '안녕하세요', speaker: '진행자' }],
      { kind: 'document', format: 'docx', timestamps: false, speakers: true },
      'ko',
    );
    const xml =
      zipEntries(body as Buffer)
        .get('word/document.xml')
        ?.toString('utf8') ?? '';
    expect(xml).toContain('w:eastAsia="Malgun Gothic"');
    expect(xml).toContain('<w:lang w:val="ko" w:eastAsia="ko-KR"/>');
    expect(xml).toContain('안녕하세요');
  });

  it('write a bilingual paragraph’s translation as a paragraph of its own, in its language', async () => {
    const { body } = await renderExport(
      {
        cues: [
          { start: 0, end: 1000, text: 'Good morning.', speaker: 'Ana' },
          { start: 1000, end: 2000, text: 'How are you?', speaker: 'Ana' },
        ],
        fileName: 'talk.mp4',
        language: 'en',
        translation: { texts: ['おはよう。', 'お元気ですか？'], language: 'ja' },
      },
      { kind: 'document', format: 'docx', timestamps: false, speakers: true },
    );
    const xml =
      zipEntries(body as Buffer)
        .get('word/document.xml')
        ?.toString('utf8') ?? '';
    const paragraphs = [...xml.matchAll(/<w:p>(.*?)<\/w:p>/gs)].map(([paragraph]) => ({
      text: [...paragraph.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map(([, t]) => t).join(''),
      lang: /<w:lang w:val="([^"]+)"/.exec(paragraph)?.[1],
    }));
    expect(paragraphs.slice(-2)).toEqual([
      { text: 'Good morning. How are you?', lang: 'en' },
      { text: 'おはよう。お元気ですか？', lang: 'ja' },
    ]);
    expect(xml).toContain('w:eastAsia="Yu Gothic"');
  });
});

describe('PDF', () => {
  it('draws scripts Noto CJK lacks (Armenian, Georgian, Greek) with DejaVu Sans, no empty boxes', async () => {
    const text = 'Բարեւ ձեզ · გამარჯობა · Καλημέρα · Привет · 你好';
    const { body } = await render(
      [{ start: 0, end: 1000, text, speaker: 'Ani' }],
      { kind: 'document', format: 'pdf', timestamps: false, speakers: true },
      'hy',
    );
    const pdf = extractPdfText(body as Buffer);
    expect(pdf.notdefCount).toBe(0);
    expect(pdf.text.replace(/\s+/g, '')).toBe(`talk.mp4Ani${text}`.replace(/\s+/g, ''));
    expect(pdf.fonts.map((font) => font.name).join()).toMatch(/DejaVuSans/);
    expect(pdf.fonts.every((font) => font.embedded)).toBe(true);
    expect((body as Buffer).toString('latin1')).toContain('/Lang (hy)');
  });

  it.each([
    ['ja-JP', '/Lang (ja-JP)'],
    ['zh_TW', '/Lang (zh-TW)'],
    ['auto', undefined],
    ['yue(oral)', undefined],
  ])('declares the language %j to screen readers as %s', async (language, declared) => {
    const { body } = await render(
      [{ start: 0, end: 1000, text: 'Hello' }],
      { kind: 'subtitle', format: 'pdf', timestamps: false, speakers: false },
      language,
    );
    const source = (body as Buffer).toString('latin1');
    if (declared) expect(source).toContain(declared);
    else expect(source).not.toContain('/Lang');
  });

  it('runs over several pages with every character, and stays small: fonts are subsets', async () => {
    // 1,500 different Han characters, as a long Chinese transcript has.
    const han = Array.from({ length: 1500 }, (_, index) =>
      String.fromCodePoint(0x4e00 + index * 7),
    );
    const cues: Cue[] = Array.from({ length: 100 }, (_, index) => ({
      start: index * 3000,
      end: index * 3000 + 2500,
      text: han.slice(index * 15, index * 15 + 15).join('') + '。',
      speaker: index % 7 === 0 ? '嘉宾' : '主持人',
    }));
    const { body } = await render(
      cues,
      { kind: 'subtitle', format: 'pdf', timestamps: true, speakers: true },
      'zh-CN',
    );
    const pdf = extractPdfText(body as Buffer);
    expect(pdf.pageCount).toBeGreaterThan(2);
    expect(pdf.notdefCount).toBe(0);
    for (const character of han) expect(pdf.text).toContain(character);
    expect((body as Buffer).length).toBeLessThan(1_500_000);
  });

  it.each([
    ['zh-CN', 'sc'],
    ['zh', 'sc'],
    ['cmn', 'sc'],
    ['zh-TW', 'tc'],
    ['zh-Hant', 'tc'],
    ['zh_HK', 'hk'],
    ['yue(oral)', 'hk'],
    ['ja', 'jp'],
    ['ja-JP', 'jp'],
    ['ko', 'kr'],
    ['en', 'sc'],
    ['auto', 'sc'],
    ['', 'sc'],
  ])('uses the Noto CJK face for %j: %s', (language, face) => {
    expect(cjkFaceFor(language)).toBe(face);
  });

  it('finds the fonts in a directory given by the deployment', () => {
    const system = findPdfFonts('ja');
    const own = join(scratch, 'own-fonts', 'noto');
    mkdirSync(own, { recursive: true });
    symlinkSync(system.regular.path, join(own, basename(system.regular.path)));
    const found = findPdfFonts('ja', [join(scratch, 'own-fonts')]);
    expect(found.regular).toEqual({
      path: join(own, basename(system.regular.path)),
      face: system.regular.face,
    });
    expect(found.regular.face ?? found.regular.path).toMatch(/jp/i);
    // No bold face and no DejaVu there: the regular face does both, and there is no fallback.
    expect(found.bold).toEqual(found.regular);
    expect(found.fallback).toBeUndefined();
  });

  it('without Noto CJK fails with a clear ExportError, and other formats still work', async () => {
    const empty = join(scratch, 'no-fonts');
    mkdirSync(empty, { recursive: true });
    const cues: Cue[] = [{ start: 0, end: 1000, text: '你好' }];
    const attempt = renderExport(
      { cues, fileName: 'a.mp4', language: 'zh' },
      {
        kind: 'document',
        format: 'pdf',
        timestamps: true,
        speakers: true,
        fontDirectories: [empty],
      },
    );
    await expect(attempt).rejects.toBeInstanceOf(ExportError);
    await expect(attempt).rejects.toMatchObject({
      code: 'fonts-missing',
      message: expect.stringContaining('fonts-noto-cjk'),
    });
    const docx = await renderExport(
      { cues, fileName: 'a.mp4', language: 'zh' },
      {
        kind: 'document',
        format: 'docx',
        timestamps: true,
        speakers: true,
        fontDirectories: [empty],
      },
    );
    expect(docx.fileName).toBe('a.docx');
  });
});

describe('bad requests', () => {
  it.each([
    ['subtitle', 'docx'],
    ['document', 'srt'],
    ['document', 'lrc'],
    ['video', 'pdf'],
    ['subtitle', 'exe'],
  ])('a %s export in %s is an ExportError unknown-format', async (kind, format) => {
    const attempt = renderExport({ cues: [], fileName: 'a.mp4', language: 'en' }, {
      kind,
      format,
      timestamps: true,
      speakers: true,
    } as unknown as ExportOptions);
    await expect(attempt).rejects.toMatchObject({ name: 'ExportError', code: 'unknown-format' });
  });

  it.each([
    ['subtitle', 'srt'],
    ['subtitle', 'vtt'],
    ['subtitle', 'pdf'],
    ['document', 'docx'],
    ['document', 'pdf'],
    ['document', 'txt'],
  ] as const)('an empty transcript gives an empty but valid %s %s', async (kind, format) => {
    const result = await renderExport(
      { cues: [], fileName: 'empty.mp4', language: 'en' },
      { kind, format, timestamps: true, speakers: true },
    );
    if (format === 'pdf')
      expect(extractPdfText(result.body as Buffer).text.trim()).toBe('empty.mp4');
    else if (format === 'docx')
      expect(zipEntries(result.body as Buffer).has('word/document.xml')).toBe(true);
    else expect(typeof result.body).toBe('string');
  });
});
