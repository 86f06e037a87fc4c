import { stripTags } from '@captio/subtitle-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import { subtitleLines } from './subtitle-source.js';

describe('a subtitle file read for translation', () => {
  it.each([
    [
      'an SRT file',
      'cues.srt',
      '1\n00:00:01,000 --> 00:00:02,500\n<i>Hello</i> &amp; welcome\n\n2\n00:00:03,000 --> 00:00:04,000\nBye\n',
      [
        { start_time: 1000, end_time: 2500, text: 'Hello & welcome' },
        { start_time: 3000, end_time: 4000, text: 'Bye' },
      ],
      ['<i>Hello</i> &amp; welcome', 'Bye'],
      3000,
    ],
    [
      'a WebVTT file with a voice, named without an extension',
      'captions',
      'WEBVTT\n\n00:00.000 --> 00:01.000\n<v Ana>Hola</v>\n',
      [{ start_time: 0, end_time: 1000, text: 'Hola', speaker: 'Ana' }],
      // A voice is no markup a translation keeps: nothing beside the lines.
      null,
      1000,
    ],
    [
      'a WebVTT file named .srt, as it starts (an .srt of WebVTT is common)',
      'captions.srt',
      'WEBVTT\n\n00:00.000 --> 00:01.000\n<v Ana>Hola</v>\n',
      [{ start_time: 0, end_time: 1000, text: 'Hola', speaker: 'Ana' }],
      null,
      1000,
    ],
    [
      'an ASS file, its comment events left out',
      'song.ass',
      '[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nComment: 0,0:00:00.00,0:00:01.00,Default,,0,0,0,,a note\nDialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,{\\i1}Sung{\\i0} line\n',
      [{ start_time: 1000, end_time: 2000, text: 'Sung line' }],
      ['<i>Sung</i> line'],
      1000,
    ],
    [
      'an ASS file whose styles are bold and italic',
      'styled.ass',
      '[Script Info]\nScriptType: v4.00+\n\n[V4+ Styles]\nFormat: Name, Bold, Italic\nStyle: Default,0,0\nStyle: Shout,-1,0\nStyle: Aside,0,-1\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: 0,0:00:01.00,0:00:02.00,Shout,,0,0,0,,Stop{\\b0} now\nDialogue: 0,0:00:02.00,0:00:03.00,Aside,,0,0,0,,quietly\nDialogue: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,plain\n',
      [
        { start_time: 1000, end_time: 2000, text: 'Stop now' },
        { start_time: 2000, end_time: 3000, text: 'quietly' },
        { start_time: 3000, end_time: 4000, text: 'plain' },
      ],
      // The styles draw them, in every format the file is written in (see source-layout.ts).
      null,
      3000,
    ],
    [
      'an SRT file with tags old tools wrote, and one a translation does not keep',
      'old.srt',
      '1\n00:00:01,000 --> 00:00:02,000\n<I>Loud</I> <font color="red">red</font> <b>left open\n',
      [{ start_time: 1000, end_time: 2000, text: 'Loud red left open' }],
      ['<i>Loud</i> red <b>left open</b>'],
      1000,
    ],
    [
      'a cue an hour in: its length, not its time, is what it lasts',
      'reel2.srt',
      '1\n01:00:00,000 --> 01:00:30,000\nLater\n',
      [{ start_time: 3_600_000, end_time: 3_630_000, text: 'Later' }],
      null,
      30_000,
    ],
  ])(
    'reads %s as the editor’s lines, in plain text, with its markup beside them',
    (_name, fileName, text, lines, markup, spanMs) => {
      const { layout: _layout, ...read } = subtitleLines(text, fileName);
      expect(read).toEqual({ lines, markup, spanMs });
    },
  );

  it.each([
    [
      'an .srt without a timing',
      'broken.srt',
      'Hello there\nNo times at all\n',
      'subtitle_unreadable',
    ],
    [
      'a WebVTT file with no cue',
      'empty.vtt',
      'WEBVTT\n\nNOTE nothing here\n',
      'subtitle_unreadable',
    ],
    [
      'cues that run for more than 36 hours',
      'long.srt',
      '1\n00:00:01,000 --> 00:00:02,000\nEarly\n\n2\n40:00:00,000 --> 40:00:01,000\nLate\n',
      'subtitle_too_large',
    ],
  ])('refuses %s with a 422', (_name, fileName, text, code) => {
    expect(() => subtitleLines(text, fileName)).toThrow(
      expect.objectContaining({ status: 422, code }),
    );
  });

  it('names the cue too long to be a transcript line, not the file as unreadable', () => {
    const text = `1\n00:00:01,000 --> 00:00:02,000\nShort\n\n2\n00:00:03,000 --> 00:00:04,000\n${'word '.repeat(2_001)}\n`;
    expect(() => subtitleLines(text, 'long-cue.srt')).toThrow(
      expect.objectContaining({
        status: 422,
        code: 'subtitle_too_large',
        values: { number: 2, max: 10_000 },
      }),
    );
  });

  it('answers any text with lines or a 422, never another error', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 400 }),
          fc
            .array(fc.constantFrom('<i>', '</b>', '<b>', '&amp;', '&lt', ' a', '\n', '1', '-->'))
            .map((pieces) => `1\n00:00:01,000 --> 00:00:02,000\n${pieces.join('')}\n`),
        ),
        fc.constantFrom('a.srt', 'a.vtt', 'a.ass', 'a.lrc', 'a.csv', 'a.md', 'a.txt', 'a'),
        (text, fileName) => {
          try {
            const { lines, markup } = subtitleLines(text, fileName);
            for (const line of lines) expect(line.end_time).toBeGreaterThanOrEqual(line.start_time);
            // Markup, where kept, shows each line's text as the lines hold it.
            expect(markup?.map(stripTags) ?? lines.map((line) => line.text)).toEqual(
              lines.map((line) => line.text),
            );
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
            expect((error as AppError).status).toBe(422);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
