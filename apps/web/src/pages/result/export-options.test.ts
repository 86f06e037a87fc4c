import { exportQuerySchema } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import { TEST_TASK_ID } from '../../testing/transcript.js';
import {
  DOCUMENT_EXPORTS,
  type ExportChoice,
  exportHref,
  fitsText,
  formatLabel,
  holdsTracks,
  mayExport,
  SUBTITLE_EXPORTS,
  subtitleExportsFor,
} from './export-options.js';

function choiceOf(format: string, kind = 'subtitle'): ExportChoice {
  const found = [...SUBTITLE_EXPORTS, ...DOCUMENT_EXPORTS].find(
    (choice) => choice.format === format && choice.kind === kind,
  );
  if (!found) throw new Error(`${kind} ${format}`);
  return found;
}

/** The query of an export address, as the export call reads it. */
const queryOf = (href: string) =>
  exportQuerySchema.parse(Object.fromEntries(new URLSearchParams(href.split('?')[1])));

describe('the export choices', () => {
  test('are the spec’s subtitle and document formats, docx labelled WORD', () => {
    expect(SUBTITLE_EXPORTS.map((choice) => formatLabel(choice.format))).toEqual([
      'SRT',
      'ASS',
      'TXT',
      'VTT',
      'MD',
      'LRC',
      'PDF',
      'CSV',
    ]);
    expect(DOCUMENT_EXPORTS.map((choice) => formatLabel(choice.format))).toEqual([
      'WORD',
      'PDF',
      'TXT',
    ]);
  });

  test.each([
    ['srt', 'a visitor', undefined, true],
    ['ass', 'a visitor', undefined, false],
    ['ass', 'a free user', 0, false],
    ['ass', 'a VIP', 1, true],
    ['ass', 'an API customer', 3, true],
  ] as const)('%s for %s: %s', (format, _who, level, allowed) => {
    const choice = SUBTITLE_EXPORTS.find((c) => c.format === format);
    if (!choice) throw new Error(format);
    expect(mayExport(choice, level)).toBe(allowed);
  });
});

describe('exportHref', () => {
  test.each([
    [SUBTITLE_EXPORTS[0], { timestamps: true, speakers: false }],
    [DOCUMENT_EXPORTS[0], { timestamps: false, speakers: true }],
  ])('names the format, kind and toggles as the export call reads them', (choice, toggles) => {
    if (!choice) throw new Error('no choice');
    const href = exportHref(TEST_TASK_ID, choice, toggles);
    const [path, query] = href.split('?');
    expect(path).toBe(`/api/tasks/${TEST_TASK_ID}/export`);
    expect(exportQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))).toEqual({
      format: choice.format,
      kind: choice.kind,
      ...toggles,
      // The original text, as the page offers it until it offers the translation.
      content: 'original',
      bilingual_layout: 'lines',
    });
  });
});

describe('the language of a download', () => {
  test.each([
    ['de-DE', 'de-DE'],
    [undefined, undefined],
  ] as const)('page locale %s is asked for as %s', (locale, asked) => {
    const toggles = { timestamps: true, speakers: true };
    const href = exportHref(TEST_TASK_ID, choiceOf('srt'), toggles, undefined, locale);
    expect(queryOf(href).locale).toBe(asked);
  });
});

describe('the text of a download', () => {
  const toggles = { timestamps: true, speakers: false };

  test.each([
    [{ content: 'translation', layout: 'lines' }, 'translation', 'lines'],
    [{ content: 'bilingual', layout: 'lines' }, 'bilingual', 'lines'],
    [{ content: 'bilingual', layout: 'tracks' }, 'bilingual', 'tracks'],
  ] as const)('%o is asked for as the export call reads it', (text, content, layout) => {
    const query = queryOf(exportHref(TEST_TASK_ID, choiceOf('ass'), toggles, text));
    expect([query.content, query.bilingual_layout]).toEqual([content, layout]);
  });

  test('the original leaves the address as it was before translations', () => {
    const href = exportHref(TEST_TASK_ID, choiceOf('srt'), toggles, {
      content: 'original',
      layout: 'tracks',
    });
    expect(href).not.toContain('content');
    expect(href).not.toContain('bilingual_layout');
    expect(queryOf(href).content).toBe('original');
  });

  test('two tracks fit ASS subtitles only; two lines per cue fit every format', () => {
    const tracks = { content: 'bilingual', layout: 'tracks' } as const;
    const lines = { content: 'bilingual', layout: 'lines' } as const;
    const all = [...SUBTITLE_EXPORTS, ...DOCUMENT_EXPORTS];
    expect(all.filter((choice) => fitsText(choice, tracks))).toEqual([choiceOf('ass')]);
    expect(all.every((choice) => fitsText(choice, lines))).toBe(true);
    expect(holdsTracks(choiceOf('txt', 'document'))).toBe(false);
    expect(fitsText(choiceOf('srt'), { content: 'translation', layout: 'tracks' })).toBe(true);
  });
});

describe('subtitleExportsFor', () => {
  test.each([
    ['vtt', 'vtt'],
    ['srt', 'srt'],
    [undefined, SUBTITLE_EXPORTS[0]?.format],
    ['docx', SUBTITLE_EXPORTS[0]?.format],
  ])('offers %s first: %s', (asked, first) => {
    const offered = subtitleExportsFor(asked);
    expect(offered[0]?.format).toBe(first);
    expect([...offered].sort((a, b) => a.format.localeCompare(b.format))).toEqual(
      [...SUBTITLE_EXPORTS].sort((a, b) => a.format.localeCompare(b.format)),
    );
  });
});
