import { describe, expect, it } from 'vitest';
import { exportText } from './export-content.js';

const original = {
  language: 'en',
  cues: [
    { start: 0, end: 1000, text: 'The house is big.' },
    { start: 1000, end: 2000, text: 'Thank you.' },
  ],
};
const translation = {
  language: 'es',
  cues: [
    { start: 0, end: 1000, text: 'La casa es grande.' },
    { start: 1000, end: 2000, text: 'Gracias.' },
  ],
};

describe('what an export holds', () => {
  it.each([
    ['original', ['The house is big.', 'Thank you.'], 'en'],
    ['translation', ['La casa es grande.', 'Gracias.'], 'es'],
    ['bilingual', ['The house is big.\nLa casa es grande.', 'Thank you.\nGracias.'], 'en'],
  ] as const)('%s: %o in %s', (content, texts, language) => {
    const text = exportText(original, translation, {
      content,
      layout: 'lines',
      format: 'srt',
      kind: 'subtitle',
    });
    expect(text.cues.map((cue) => cue.text)).toEqual(texts);
    expect(text.language).toBe(language);
    expect(text.styles).toBeUndefined();
  });

  it('gives a reading document each cue’s translation, to follow its paragraph', () => {
    const text = exportText(original, translation, {
      content: 'bilingual',
      layout: 'lines',
      format: 'docx',
      kind: 'document',
    });
    expect(text.cues.map((cue) => cue.text)).toEqual(['The house is big.', 'Thank you.']);
    expect(text.translation).toEqual({
      texts: ['La casa es grande.', 'Gracias.'],
      language: 'es',
    });
  });

  it('pairs a translation with an original edited since by time', () => {
    const edited = {
      ...original,
      cues: [
        { start: 0, end: 600, text: 'The house' },
        { start: 600, end: 2000, text: 'is big. Thank you.' },
      ],
    };
    const text = exportText(edited, translation, {
      content: 'bilingual',
      layout: 'lines',
      format: 'vtt',
      kind: 'subtitle',
    });
    expect(text.cues.map((cue) => cue.text)).toEqual([
      'The house\nLa casa es grande.',
      'is big. Thank you.\nGracias.',
    ]);
  });

  it('writes two ASS tracks, a style each, the CJK side choosing the fonts', () => {
    const japanese = { ...translation, language: 'ja' };
    const text = exportText(original, japanese, {
      content: 'bilingual',
      layout: 'tracks',
      format: 'ass',
      kind: 'subtitle',
    });
    expect(text.styles?.map((style) => [style.name, style.fields['Alignment']])).toEqual([
      ['Original', '2'],
      ['Translation', '8'],
    ]);
    expect(text.cues.map((cue) => [cue.start, cue.style])).toEqual([
      [0, 'Original'],
      [0, 'Translation'],
      [1000, 'Original'],
      [1000, 'Translation'],
    ]);
    expect(text.language).toBe('ja');
  });

  it.each(['srt', 'vtt', 'txt', 'pdf', 'docx'] as const)('refuses two tracks in %s', (format) => {
    expect(() =>
      exportText(original, translation, {
        content: 'bilingual',
        layout: 'tracks',
        format,
        kind: 'subtitle',
      }),
    ).toThrow(expect.objectContaining({ code: 'bilingual_tracks_unavailable', status: 422 }));
  });

  it('refuses the translation of a transcript that has none', () => {
    expect(() =>
      exportText(original, null, {
        content: 'translation',
        layout: 'lines',
        format: 'srt',
        kind: 'subtitle',
      }),
    ).toThrow(expect.objectContaining({ code: 'translation_not_found', status: 409 }));
  });
});
