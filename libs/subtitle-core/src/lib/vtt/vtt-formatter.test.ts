import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assSettings } from '../../../test/support/ass-settings.js';
import { ErrorCollector } from '../core/parse-error.js';
import type { Cue, FormatOptions, ParseResult, VttRegion } from '../core/types.js';
import { formatVtt } from './vtt-formatter.js';
import { parseVtt } from './vtt-parser.js';
import { defaultVttRegion } from './vtt-region.js';
import { formatTimestamp } from '../time/timestamp.js';
import { defaultVttSettings } from './vtt-settings.js';

function read(text: string): ParseResult {
  const errors = new ErrorCollector(false);
  const result = parseVtt(text, errors);
  result.errors = errors.errors;
  return result;
}

describe('formatVtt', () => {
  it('writes the signature, then each cue after a blank line', () => {
    const cues: Cue[] = [
      { id: '1', start: 0, end: 1234, text: 'First' },
      { start: 3_723_456, end: 3_725_000, text: 'Two\nlines' },
    ];
    expect(formatVtt(cues, {})).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.234\nFirst\n\n01:02:03.456 --> 01:02:05.000\nTwo\nlines\n',
    );
  });

  it('refuses a cue without text, and writes the next file whole', () => {
    const parsed = parseVtt('WEBVTT\n\n00:00.000 --> 00:01.000\na\n', new ErrorCollector(false));
    // The parser's array, with a second cue that lacks its text.
    parsed.cues.push({ start: 0, end: 1000 } as Cue);
    expect(() => formatVtt(parsed.cues)).toThrow(TypeError);
    expect(formatVtt([{ start: 0, end: 1000, text: 'ok' }])).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nok\n',
    );
  });

  it('writes only WEBVTT for no cues', () => {
    expect(formatVtt([], {})).toBe('WEBVTT\n');
  });

  it('writes only the settings that differ from the defaults', () => {
    const cues: Cue[] = [
      { start: 0, end: 1000, text: 'a', settings: defaultVttSettings() },
      {
        start: 0,
        end: 1000,
        text: 'b',
        settings: { ...defaultVttSettings(), align: 'start', line: 0 },
      },
    ];
    expect(formatVtt(cues, {})).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\na\n\n00:00:00.000 --> 00:00:01.000 line:0 align:start\nb\n',
    );
  });

  it('places an ASS event by its own margins, in the 384x288 frame of a script without PlayRes', () => {
    const header = { scriptInfo: [['Title', 'No PlayRes']] as Array<[string, string]> };
    const placed: Cue = {
      start: 0,
      end: 1000,
      text: 'a',
      settings: assSettings({ marginL: 5, marginR: 5, marginV: 5, raw: 'a' }),
    };
    expect(formatVtt([placed], { header })).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.000 line:98.264%,end position:50%,center size:97.396%\na\n',
    );
    // Without the script's header, its frame is unknown: the alignment (2) alone.
    expect(formatVtt([placed], {})).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\na\n');
    const unplaced: Cue = { ...placed, settings: assSettings({ raw: 'a' }) };
    expect(formatVtt([unplaced], { header })).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\na\n');
  });

  it('leaves out ASS comments', () => {
    const comment: Cue = {
      start: 0,
      end: 1000,
      text: 'note to self',
      settings: {
        kind: 'ass',
        type: 'Comment',
        layer: 0,
        marginL: 0,
        marginR: 0,
        marginV: 0,
        effect: '',
        raw: '',
      },
    };
    expect(formatVtt([comment, { start: 0, end: 1000, text: 'a' }], {})).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\na\n',
    );
  });

  it('writes header text, regions, styles and notes before the cues', () => {
    const region: VttRegion = { ...defaultVttRegion(), id: 'fred', width: 40, scroll: 'up' };
    const options: FormatOptions = {
      header: {
        vttHeader: '- Title\nKind: captions',
        vttStyles: ['::cue { color: red }'],
        vttNotes: ['one line', 'two\nlines'],
      },
      regions: [region],
    };
    const cue: Cue = {
      start: 0,
      end: 1000,
      text: 'x',
      settings: { ...defaultVttSettings(), region: 'fred' },
    };
    expect(formatVtt([cue], options)).toBe(
      'WEBVTT - Title\nKind: captions\n\nREGION\nid:fred width:40% scroll:up\n\nSTYLE\n::cue { color: red }\n\n' +
        'NOTE one line\n\nNOTE\ntwo\nlines\n\n00:00:00.000 --> 00:00:01.000 region:fred\nx\n',
    );
  });

  it('writes header lines under a bare WEBVTT', () => {
    expect(
      formatVtt([], { header: { vttHeader: '\nX-TIMESTAMP-MAP=LOCAL:00:00:00.000,MPEGTS:0' } }),
    ).toBe('WEBVTT\nX-TIMESTAMP-MAP=LOCAL:00:00:00.000,MPEGTS:0\n');
  });

  it('leaves out a region a cue names but no written region has', () => {
    const cue: Cue = {
      start: 0,
      end: 1000,
      text: 'x',
      settings: { ...defaultVttSettings(), region: 'ghost' },
    };
    expect(formatVtt([cue], {})).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nx\n');
  });

  it.each([
    ['an empty line', 'one\n\ntwo', 'one\ntwo'],
    ['"-->"', 'a --> b', 'a --&gt; b'],
    ['a trailing line break', 'text\n', 'text'],
  ])('keeps a cue whole when its text has %s', (_what, text, written) => {
    const out = formatVtt(
      [
        { start: 0, end: 1000, text },
        { start: 1000, end: 2000, text: 'next' },
      ],
      {},
    );
    expect(out).toBe(
      `WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n${written}\n\n00:00:01.000 --> 00:00:02.000\nnext\n`,
    );
    expect(read(out).cues.map((cue) => cue.start)).toEqual([0, 1000]);
  });

  it.each([
    ['Windows line breaks', 'one\r\ntwo', 'one\ntwo'],
    ['a leading line break', '\nlate', 'late'],
    ['a <font> tag in capitals', '<FONT COLOR="red">x</FONT>', '<c.red>x</c>'],
  ])('writes text with %s safely', (_what, text, written) => {
    expect(formatVtt([{ start: 0, end: 1000, text }], {})).toBe(
      `WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n${written}\n`,
    );
  });

  it.each([
    [1000.5, '00:00:01.001'],
    [-500, '00:00:00.000'],
    [359_999_999, '99:59:59.999'],
    [360_000_000, '100:00:00.000'],
  ])('writes %d ms as %s', (ms, written) => {
    expect(formatVtt([{ start: ms, end: ms, text: 'x' }], {})).toBe(
      `WEBVTT\n\n${written} --> ${written}\nx\n`,
    );
  });

  it('writes a long file with ids, settings and any text exactly', () => {
    const texts = ['plain', 'Größe', '中文\n字幕', '😀 <i>emoji</i>', '\ud800 lone', ''];
    const cues: Cue[] = Array.from({ length: 5000 }, (_, i) => ({
      start: i * 1500,
      end: i * 1500 + 1000,
      text: texts[i % texts.length] ?? '',
      ...(i % 3 === 0 ? { id: `c${i}` } : {}),
      settings: { ...defaultVttSettings(), align: i % 4 === 0 ? 'start' : 'center' },
    }));
    const time = (ms: number): string => formatTimestamp(ms, 'vtt');
    const expected = cues
      .map(
        (cue, i) =>
          `\n\n${cue.id === undefined ? '' : `${cue.id}\n`}${time(cue.start)} --> ${time(cue.end)}` +
          `${i % 4 === 0 ? ' align:start' : ''}${cue.text === '' ? '' : `\n${cue.text}`}`,
      )
      .join('');
    const out = formatVtt(cues, {});
    expect(out).toBe(`WEBVTT${expected}\n`);
    expect(read(out).cues).toHaveLength(5000);
  });

  it.each([
    ['a line break', 'two\nlines', 'two lines'],
    ['"-->"', 'a-->b', 'a-- >b'],
    ['"--->"', 'a--->b', 'a--- >b'],
  ])('keeps an id on one line when it has %s', (_what, id, written) => {
    expect(formatVtt([{ id, start: 0, end: 1000, text: 'x' }], {})).toBe(
      `WEBVTT\n\n${written}\n00:00:00.000 --> 00:00:01.000\nx\n`,
    );
  });

  it('keeps a style sheet and a note in their blocks', () => {
    const out = formatVtt([], {
      header: { vttStyles: ['a {}\n\nb { content: "-->" }'], vttNotes: ['x\n\ny --> z'] },
    });
    expect(out).toBe('WEBVTT\n\nSTYLE\na {}\nb { content: "--\\>" }\n\nNOTE\nx\ny -- > z\n');
    expect(read(out).header).toEqual({
      vttStyles: ['a {}\nb { content: "--\\>" }'],
      vttNotes: ['x\ny -- > z'],
      vttNotePositions: [0],
    });
  });

  const twoCues: Cue[] = [
    { start: 0, end: 1000, text: 'a' },
    { start: 1000, end: 2000, text: 'b' },
  ];
  const A = '00:00:00.000 --> 00:00:01.000\na';
  const B = '00:00:01.000 --> 00:00:02.000\nb';

  it.each<[string, string[], number[] | undefined, string]>([
    [
      'without positions, before the first cue',
      ['x', 'y'],
      undefined,
      `NOTE x\n\nNOTE y\n\n${A}\n\n${B}`,
    ],
    ['between cues', ['x'], [1], `${A}\n\nNOTE x\n\n${B}`],
    ['after the last cue', ['x'], [2], `${A}\n\n${B}\n\nNOTE x`],
    ['past the last cue, after it', ['x'], [9], `${A}\n\n${B}\n\nNOTE x`],
    [
      'at a negative or fractional index, by its whole part',
      ['x', 'y'],
      [-1, 1.7],
      `NOTE x\n\n${A}\n\nNOTE y\n\n${B}`,
    ],
    [
      'with fewer positions than notes, the rest first',
      ['x', 'y'],
      [2],
      `NOTE y\n\n${A}\n\n${B}\n\nNOTE x`,
    ],
    [
      'in their order where they share a place',
      ['x', 'y', 'z'],
      [1, 0, 1],
      `NOTE y\n\n${A}\n\nNOTE x\n\nNOTE z\n\n${B}`,
    ],
  ])('writes notes %s', (_, vttNotes, vttNotePositions, body) => {
    const header = vttNotePositions === undefined ? { vttNotes } : { vttNotes, vttNotePositions };
    expect(formatVtt(twoCues, { header })).toBe(`WEBVTT\n\n${body}\n`);
  });

  it('keeps notes where they were, and their positions, across a round trip', () => {
    const cue = (text: string, at: number): Cue => ({
      start: at * 1000,
      end: at * 1000 + 500,
      text,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.integer({ min: -1, max: 8 }), { maxLength: 5 }),
        (cueCount, positions) => {
          const cues = Array.from({ length: cueCount }, (_, k) => cue(`c${k}`, k));
          const vttNotes = positions.map((_, k) => `n${k}`);
          const written = formatVtt(cues, { header: { vttNotes, vttNotePositions: positions } });
          const header = read(written).header;
          const placed = positions
            .map((position, k) => ({
              note: `n${k}`,
              before: Math.min(Math.max(position, 0), cueCount),
            }))
            .sort((a, b) => a.before - b.before);
          expect(header?.vttNotes ?? []).toEqual(placed.map((note) => note.note));
          expect(header?.vttNotePositions ?? []).toEqual(placed.map((note) => note.before));
          expect(formatVtt(read(written).cues, { header })).toBe(written);
        },
      ),
    );
  });

  it('writes the speaker as a voice tag when the text has none', () => {
    const cues: Cue[] = [
      { start: 0, end: 1000, text: 'Hello', speaker: 'Ann' },
      { start: 0, end: 1000, text: '<v Bob>Hi', speaker: 'Bob' },
    ];
    const out = formatVtt(cues, {});
    expect(out).toContain('\n<v Ann>Hello\n');
    expect(out).toContain('\n<v Bob>Hi\n');
    expect(read(out).cues.map((cue) => cue.speaker)).toEqual(['Ann', 'Bob']);
  });

  it('leaves the speaker out when options.speakers is false', () => {
    const out = formatVtt([{ start: 0, end: 1000, text: 'Hello', speaker: 'Ann' }], {
      speakers: false,
    });
    expect(out).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nHello\n');
  });

  it('removes markup with options.plainText, escaping what would read as markup', () => {
    const out = formatVtt([{ start: 0, end: 1000, text: '<i>Tom</i> &amp; <b>Jerry</b> 1 < 2' }], {
      plainText: true,
    });
    expect(out).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nTom &amp; Jerry 1 &lt; 2\n');
  });

  it('turns <font color> from other formats into WebVTT colour classes', () => {
    const out = formatVtt(
      [
        {
          start: 0,
          end: 1000,
          text: '<font color="#ff0000">red</font> <font color="#abcdef">x</font>',
        },
      ],
      {},
    );
    expect(out).toContain('\n<c.red>red</c> x\n');
  });

  it('writes a parsed file back as it was', () => {
    const text =
      'WEBVTT - Title\n\nREGION\nid:fred width:40% lines:4 regionanchor:0%,50% viewportanchor:10%,90% scroll:up\n\n' +
      'STYLE\n::cue(.a) { color: lime }\n\nNOTE a note\n\n' +
      'intro\n00:00:01.000 --> 00:00:02.000 line:-1 position:10%,line-left size:80% align:left\n<v Ann>Hello <i>there</i>\n\n' +
      '00:00:03.000 --> 00:00:04.000 region:fred\n&lt;3\n';
    const result = read(text);
    expect(result.errors).toEqual([]);
    expect(formatVtt(result.cues, { header: result.header, regions: result.regions })).toBe(text);
  });
});

describe('cues out of time order (an ASS script need not sort its events)', () => {
  it('are written by start time, those that start together in their own order', () => {
    const cues = [
      { start: 8440, end: 9000, text: 'third' },
      { start: 6000, end: 7000, text: 'first' },
      { start: 6000, end: 6500, text: 'second' },
    ];
    const written = formatVtt(cues);
    expect(written.indexOf('first')).toBeLessThan(written.indexOf('second'));
    expect(written.indexOf('second')).toBeLessThan(written.indexOf('third'));
    expect(cues.map((cue) => cue.text)).toEqual(['third', 'first', 'second']);
  });
});
