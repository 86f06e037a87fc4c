import { type Cue, isCommentCue, parse } from '@captio/subtitle-core';
import { describe, expect, it } from 'vitest';
import {
  headerInLanguage,
  headerWithoutComments,
  sourceLayoutOf,
  voicesByLine,
  withComments,
  withPlacements,
  wrapsOf,
} from './source-layout.js';

/** The layout of a file's text, its comment events left out as subtitleLines leaves them. */
function layoutOf(text: string) {
  const parsed = parse(text);
  return sourceLayoutOf(
    parsed,
    parsed.cues.filter((cue) => !isCommentCue(cue)),
  );
}

const EVENTS = 'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n';

describe('a subtitle file’s layout', () => {
  it.each([
    ['a SubRip file without positions', '1\n00:00:01,000 --> 00:00:02,000\nHello\n'],
    ['a WebVTT file of plain cues', 'WEBVTT\n\n00:01.000 --> 00:02.000\nHello\n'],
    ['an LRC file', '[00:01.00]Hello\n[00:02.00]Bye\n'],
  ])('is none for %s', (_name, text) => {
    expect(layoutOf(text)).toBeNull();
  });

  it('keeps a SubRip cue’s position, not its number (its writer numbers cues again)', () => {
    const layout = layoutOf(
      '1\n00:00:01,000 --> 00:00:02,000\n{\\an8}Top\n\n2\n00:00:03,000 --> 00:00:04,000\nBottom\n',
    );
    expect(layout).toEqual({ cues: [{ settings: { kind: 'srt', alignment: 8 } }, {}] });
  });

  it('keeps WebVTT ids, settings, styles and regions', () => {
    const layout = layoutOf(
      'WEBVTT\n\nSTYLE\n::cue { color: lime }\n\nREGION\nid:r\nwidth:50%\n\nintro\n00:01.000 --> 00:02.000 line:0 region:r\nHello\n',
    );
    expect(layout?.header?.vttStyles).toEqual(['::cue { color: lime }']);
    expect(layout?.regions?.map((region) => region.id)).toEqual(['r']);
    expect(layout?.cues).toEqual([
      { id: 'intro', settings: expect.objectContaining({ kind: 'vtt', line: 0, region: 'r' }) },
    ]);
  });

  it('keeps comment events in their places, and the lines between events counted without them', () => {
    const layout = layoutOf(
      `[Script Info]\nScriptType: v4.00+\n\n[Events]\n${EVENTS}` +
        'Comment: 0,0:00:00.00,0:00:01.00,Default,,0,0,0,,note\n' +
        'Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,One\n' +
        '; before two\n' +
        'Comment: 0,0:00:01.50,0:00:02.00,Default,,0,0,0,,second note\n' +
        'Dialogue: 0,0:00:02.00,0:00:03.00,Default,,0,0,0,,Two\n' +
        '; at the end\n',
    );
    expect(layout?.cues).toHaveLength(2);
    expect(layout?.comments?.map(({ before, cue }) => [before, cue.text])).toEqual([
      [0, 'note'],
      [1, 'second note'],
    ]);
    // Written with its comments, the file's own positions hold; without them, they are recounted.
    expect(layout?.header?.eventLines).toEqual([
      { before: 2, line: '; before two' },
      { before: 4, line: '; at the end' },
    ]);
    expect(headerWithoutComments(layout?.header, layout?.comments)?.eventLines).toEqual([
      { before: 1, line: '; before two' },
      { before: 2, line: '; at the end' },
    ]);
    const shown: Cue[] = [
      { start: 1000, end: 2000, text: 'Uno' },
      { start: 2000, end: 3000, text: 'Dos' },
    ];
    expect(withComments(shown, layout?.comments).map((cue) => cue.text)).toEqual([
      'note',
      'Uno',
      'second note',
      'Dos',
    ]);
    expect(withComments(shown, [{ before: 2, cue: { start: 0, end: 1, text: 'last' } }])).toEqual([
      ...shown,
      { start: 0, end: 1, text: 'last' },
    ]);
  });

  it('gives each cue its placement, and none when the cues do not line up', () => {
    const cues: Cue[] = [
      { start: 0, end: 1, text: 'a' },
      { start: 1, end: 2, text: 'b' },
    ];
    const layout = { cues: [{ id: 'x', style: 'Sign' }, {}] };
    expect(withPlacements(cues, layout, 'translation')).toEqual([
      { start: 0, end: 1, text: 'a', id: 'x', style: 'Sign' },
      { start: 1, end: 2, text: 'b' },
    ]);
    expect(withPlacements(cues.slice(1), layout, 'translation')).toEqual(cues.slice(1));
    expect(withPlacements(cues, null, 'original')).toEqual(cues);
  });

  it('names the side’s language where the header names one', () => {
    expect(
      headerInLanguage({ vttHeader: '- Film\nKind: captions\nlanguage: en-US' }, 'es'),
    ).toEqual({ vttHeader: '- Film\nKind: captions\nlanguage: es' });
    expect(
      headerInLanguage(
        {
          scriptInfo: [
            ['Title', 'Language: en'],
            ['Language', 'en'],
          ],
        },
        'ja',
      ),
    ).toEqual({
      scriptInfo: [
        ['Title', 'Language: en'],
        ['Language', 'ja'],
      ],
    });
    expect(headerInLanguage({ vttHeader: '- Language: en in the title' }, 'es')).toEqual({
      vttHeader: '- Language: en in the title',
    });
    expect(headerInLanguage(undefined, 'es')).toBeUndefined();
  });

  it.each([
    ['two voices, a line each', '<v Ana>Hi</v>\n<v Bob>Yo</v>', ['Ana', 'Bob']],
    ['a voice over two lines', '<v Ana>Hi\nthere</v>\n<v Bob>Yo</v>', ['Ana', 'Ana', 'Bob']],
    ['a line of no voice', 'Hi\n<v Bob>Yo', ['', 'Bob']],
    ['a voice with classes, in italics', '<i><v.loud Ana Lee>Hi</v></i>', ['Ana Lee']],
    ['a voice starting after a line’s first word, no line’s', 'Hi <v Bob>Yo</v>', null],
    ['no voice', 'Hi\nthere', null],
  ])('finds the voice of each line of %s', (_name, text, voices) => {
    expect(voicesByLine(text)).toEqual(voices);
  });

  it('keeps a cue’s voices line by line only when it has several', () => {
    const layout = layoutOf(
      'WEBVTT\n\n00:01.000 --> 00:02.000\n<v Ana>Hi\n\n00:02.000 --> 00:03.000\n<v Ana>Hi</v>\n<v Bob>Yo</v>\n',
    );
    expect(layout?.cues.map((cue) => cue.voices)).toEqual([undefined, ['Ana', 'Bob']]);
  });

  it('gives each line its voice back, when the lines are still as many', () => {
    const layout = { cues: [{ voices: ['Ana', 'B<o>b & co'] }] };
    const cue = (text: string): Cue[] => [{ start: 0, end: 1, text }];
    expect(withPlacements(cue('Hola\n<i>Qué</i>'), layout, 'translation')).toEqual(
      cue('<v Ana>Hola</v>\n<v B&lt;o&gt;b &amp; co><i>Qué</i></v>'),
    );
    expect(voicesByLine('<v B&lt;o&gt;b &amp; co>x')).toEqual(['B<o>b & co']);
    expect(withPlacements(cue('Hola y qué'), layout, 'translation')).toEqual(cue('Hola y qué'));
  });

  it.each([
    ['a colour', '<font color="#ff0">Yellow</font>', [['<font color="#ff0">', '</font>']]],
    [
      'a class around a colour, italics inside',
      '<c.big><font color="red"><i>Red</i> text</font></c>',
      [
        ['<c.big>', '</c>'],
        ['<font color="red">', '</font>'],
      ],
    ],
    ['a language', '<lang en-GB>Colour</lang>', [['<lang en-GB>', '</lang>']]],
    ['two spans side by side', '<c.a>x</c> <c.b>y</c>', []],
    ['a colour on part of the text', 'Say <font color="red">hi</font>', []],
    ['italics, which the engine keeps itself', '<i>All of it</i>', []],
    ['a tag that only starts like one', '<code>x</code>', []],
  ])('finds the spans a translation goes inside: %s', (_name, text, wraps) => {
    expect(wrapsOf(text)).toEqual(wraps);
  });

  it('writes the original as the file had it, and the translation inside its spans', () => {
    const fileText = '<c.yellow><v Ana>Hello</v> <b>there</b> <font color="red">you</font></c>';
    const layout = sourceLayoutOf(parse(`WEBVTT\n\n00:01.000 --> 00:02.000\n${fileText}\n`), [
      { start: 1000, end: 2000, text: fileText },
    ]);
    const plain: Cue[] = [{ start: 1000, end: 2000, text: '<b>there</b> you' }];
    expect(
      withPlacements([{ start: 1000, end: 2000, text: 'Hello there you' }], layout, 'original')[0]
        ?.text,
    ).toBe(fileText);
    expect(withPlacements(plain, layout, 'translation')[0]?.text).toBe(
      '<c.yellow><v Ana><b>there</b> you</v></c>',
    );
  });
});
