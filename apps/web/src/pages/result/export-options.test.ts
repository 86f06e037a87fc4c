import { exportQuerySchema } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import { TEST_TASK_ID } from '../../testing/transcript.js';
import {
  DOCUMENT_EXPORTS,
  exportHref,
  formatLabel,
  mayExport,
  SUBTITLE_EXPORTS,
} from './export-options.js';

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
