import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../test/support/error-codes.js';
import { readVtt } from '../../../test/support/read-write-vtt.js';
import { ErrorCollector, SubtitleParseError } from '../core/parse-error.js';
import type { ParseResult } from '../core/types.js';
import { parseVtt } from './vtt-parser.js';
import { defaultVttSettings } from './vtt-settings.js';

function texts(result: ParseResult): string[] {
  return result.cues.map((cue) => cue.text);
}

const CUE = '00:00.000 --> 00:01.000\nHi';

describe('parseVtt: signature', () => {
  it.each([
    ['WEBVTT', 0],
    [`WEBVTT\n\n${CUE}`, 1],
    [`WEBVTT - Some title\n\n${CUE}`, 1],
    [`WEBVTT\tTitle\n\n${CUE}`, 1],
    [`WEBVTT\n${CUE}`, 1],
    [`\uFEFFWEBVTT\r\n\r\n00:00.000 --> 00:01.000\r\nHi`, 1],
  ])('accepts %j', (text, cueCount) => {
    const result = readVtt(text);
    expect(result.cues).toHaveLength(cueCount);
    expect(result.errors).toEqual([]);
  });

  it.each([
    ['', 'an empty file'],
    ['WEBVT', 'a short signature'],
    [`WEBVTTX\n\n${CUE}`, 'a longer word'],
    [`webvtt\n\n${CUE}`, 'lower case'],
    [`\nWEBVTT\n\n${CUE}`, 'a blank line first'],
    [` WEBVTT\n\n${CUE}`, 'a space first'],
    [`1\n00:00:00,000 --> 00:00:01,000\nHi`, 'SubRip'],
  ])('rejects %j (%s) and reads no cues', (text) => {
    const result = readVtt(text);
    expect(result.cues).toEqual([]);
    expect(errorCodes(result)).toEqual(['bad-signature@1']);
  });
});

describe('parseVtt: header', () => {
  it('keeps the text after WEBVTT and the header lines', () => {
    const result = readVtt(`WEBVTT - Title\nKind: captions\nLanguage: en\n\n${CUE}`);
    expect(result.header?.vttHeader).toBe('- Title\nKind: captions\nLanguage: en');
    expect(texts(result)).toEqual(['Hi']);
  });

  it('keeps header lines under a bare WEBVTT after a line break', () => {
    const result = readVtt('WEBVTT\nX-TIMESTAMP-MAP=LOCAL:00:00:00.000,MPEGTS:900000\n\n' + CUE);
    expect(result.header?.vttHeader).toBe('\nX-TIMESTAMP-MAP=LOCAL:00:00:00.000,MPEGTS:900000');
  });

  it('ends the header at a line with "-->", which starts a cue', () => {
    const result = readVtt('WEBVTT\nKind: captions\n00:00.000 --> 00:01.000\nHi');
    expect(result.header?.vttHeader).toBe('\nKind: captions');
    expect(texts(result)).toEqual(['Hi']);
  });

  it.each([
    ['WEBVTT\n\n00:00.00 --> 00:01.000\nx', 3],
    ['WEBVTT\nKind: captions\nLanguage: en\n\n\n00:00.00 --> 00:01.000\nx', 6],
    ['WEBVTT\nKind: captions\n00:00.00 --> 00:01.000\nx', 3],
    ['WEBVTT\n\n\n\nNOTE a\nb\n\n\n00:00.000 --> 00:01.000\nx\n\n00:00.00 --> 00:01.000', 12],
  ])('counts lines through the header and blank lines in %j', (text, line) => {
    expect(readVtt(text).errors.map((error) => error.line)).toEqual([line]);
  });

  it('has no header when there is nothing to keep', () => {
    expect(readVtt(`WEBVTT\n\n${CUE}`).header).toBeUndefined();
  });
});

describe('parseVtt: cues', () => {
  it('reads id, times, raw text and default settings', () => {
    const result = readVtt(
      'WEBVTT\n\nintro\n00:01.000 --> 01:00:02.500\n<i>Hello</i> &amp; bye\n  second line',
    );
    expect(result.cues).toEqual([
      {
        id: 'intro',
        start: 1000,
        end: 3_602_500,
        text: '<i>Hello</i> &amp; bye\n  second line',
        settings: defaultVttSettings(),
      },
    ]);
  });

  it('reads settings from the timing line', () => {
    const [cue] = readVtt(
      'WEBVTT\n\n00:00.000 --> 00:01.000 align:start  size:50%\tline:0\nHi',
    ).cues;
    expect(cue?.settings).toEqual({ ...defaultVttSettings(), align: 'start', size: 50, line: 0 });
  });

  it.each([
    ['00:00.000-->00:01.000', 'no spaces'],
    ['\t00:00.000 \t-->\t 00:01.000\t', 'tabs'],
    ['00:00:00.000 --> 00:00:01.000', 'hours'],
  ])('accepts the timing line %j (%s)', (timing) => {
    const result = readVtt(`WEBVTT\n\n${timing}\nHi`);
    expect(result.cues.map((cue) => [cue.start, cue.end])).toEqual([[0, 1000]]);
    expect(result.errors).toEqual([]);
  });

  it('reads a cue without text', () => {
    const result = readVtt('WEBVTT\n\n00:00.000 --> 00:01.000\n\n00:02.000 --> 00:03.000\nB');
    expect(texts(result)).toEqual(['', 'B']);
  });

  it('skips any number of blank lines between blocks', () => {
    const result = readVtt(
      'WEBVTT\n\n\n\n00:00.000 --> 00:01.000\nA\n\n\n\n\n00:02.000 --> 00:03.000\nB\n\n\n',
    );
    expect(texts(result)).toEqual(['A', 'B']);
  });

  it('ends a cue at a text line with "-->", which starts the next cue', () => {
    const result = readVtt('WEBVTT\n\n00:00.000 --> 00:01.000\nA\n00:02.000 --> 00:03.000\nB');
    expect(texts(result)).toEqual(['A', 'B']);
    expect(result.errors).toEqual([]);
  });

  it('drops a text line with "-->" that is no timing, with the lines after it', () => {
    const result = readVtt(
      'WEBVTT\n\n00:00.000 --> 00:01.000\nA\nx --> y\nC\n\n00:05.000 --> 00:06.000\nD',
    );
    expect(texts(result)).toEqual(['A', 'D']);
    expect(errorCodes(result)).toEqual(['bad-timestamp@5']);
  });

  it('keeps the cue after a bad timing line in the same block', () => {
    const result = readVtt('WEBVTT\n\n-->\n00:04.000 --> 00:05.000\nTest');
    expect(result.cues.map((cue) => [cue.id, cue.start, cue.text])).toEqual([
      [undefined, 4000, 'Test'],
    ]);
    expect(errorCodes(result)).toEqual(['bad-timestamp@3']);
  });

  it('skips a cue whose timing is bad, reporting its line', () => {
    const result = readVtt(`WEBVTT\n\n1\n00:00.00 --> 00:01.000\nLost\n\n2\n${CUE}`);
    expect(result.cues.map((cue) => cue.id)).toEqual(['2']);
    expect(result.errors).toEqual([
      {
        code: 'bad-timestamp',
        line: 4,
        message: expect.stringContaining('"00:00.00"'),
      },
    ]);
  });

  it.each([
    ['00:00.000 -> 00:01.000', 'skipped-line'],
    ['00:00.000 --> 00:01', 'bad-timestamp'],
    ['00:00.000 --> ', 'bad-timestamp'],
    ['00:00.000 00:01.000', 'skipped-line'],
  ])('reports %j as %s', (timing, code) => {
    const result = readVtt(`WEBVTT\n\n${timing}\nText`);
    expect(result.cues).toEqual([]);
    expect(errorCodes(result)).toEqual([`${code}@3`]);
  });

  it('reads only one line as the id: with two lines before the timing, they are skipped', () => {
    const result = readVtt(`WEBVTT\n\nfoo\nbar\n${CUE}`);
    expect(result.cues.map((cue) => [cue.id, cue.text])).toEqual([[undefined, 'Hi']]);
    expect(errorCodes(result)).toEqual(['skipped-line@3']);
  });

  it('keeps a cue that ends before it starts, and reports it', () => {
    const result = readVtt('WEBVTT\n\n00:05.000 --> 00:01.000\nBackwards');
    expect(texts(result)).toEqual(['Backwards']);
    expect(errorCodes(result)).toEqual(['end-before-start@3']);
  });

  it('reports ignored settings on their line and keeps the cue', () => {
    const result = readVtt('WEBVTT\n\n00:00.000 --> 00:01.000 align:middle size:50%\nHi');
    expect(result.cues[0]?.settings).toMatchObject({ align: 'center', size: 50 });
    expect(errorCodes(result)).toEqual(['bad-cue-settings@3']);
  });

  it('reads times past 99 hours', () => {
    expect(readVtt('WEBVTT\n\n266:18:35.679 --> 266:18:37.305\nx').cues[0]?.start).toBe(
      958_715_679,
    );
  });
});

describe('parseVtt: speaker', () => {
  it.each([
    ['<v Roger Bingham>We are in New York City', 'Roger Bingham'],
    ['<v.first.loud Esme>It’s a blue apple tree!', 'Esme'],
    ['<v Mary>No way!</v>', 'Mary'],
    ['<v Bob>two\nlines', 'Bob'],
  ])('takes the speaker of %j', (text, speaker) => {
    const [cue] = readVtt(`WEBVTT\n\n00:00.000 --> 00:01.000\n${text}`).cues;
    expect(cue?.speaker).toBe(speaker);
    expect(cue?.text).toBe(text);
  });

  it.each([
    '<v Esme>Hee!</v> <i>laughter</i>',
    '<v A>one\n<v B>two',
    'Hello <v Bob>there',
    '<i>Hi</i>',
    '<v>nameless',
  ])('has no single speaker in %j', (text) => {
    expect(readVtt(`WEBVTT\n\n00:00.000 --> 00:01.000\n${text}`).cues[0]?.speaker).toBeUndefined();
  });
});

describe('parseVtt: STYLE, REGION and NOTE blocks', () => {
  it('keeps style sheets before the first cue, in order', () => {
    const result = readVtt(
      'WEBVTT\n\nSTYLE\n::cue { color: red }\n\nNOTE between\n\nSTYLE  \n::cue(b) {\n  color: peachpuff;\n}\n\n' +
        CUE,
    );
    expect(result.header?.vttStyles).toEqual([
      '::cue { color: red }',
      '::cue(b) {\n  color: peachpuff;\n}',
    ]);
    expect(texts(result)).toEqual(['Hi']);
    expect(result.errors).toEqual([]);
  });

  it('ignores a STYLE block after the first cue', () => {
    const result = readVtt(`WEBVTT\n\n${CUE}\n\nSTYLE\n::cue { color: red }`);
    expect(result.header?.vttStyles).toBeUndefined();
    expect(errorCodes(result)).toEqual(['bad-style@6']);
  });

  it('ends a style sheet at a line with "-->", which starts a cue', () => {
    const result = readVtt('WEBVTT\n\nSTYLE\n::cue {}\n00:00.000 --> 00:01.000\nHi');
    expect(result.header?.vttStyles).toEqual(['::cue {}']);
    expect(texts(result)).toEqual(['Hi']);
  });

  it('reads regions before the first cue and lets cues name them', () => {
    const result = readVtt(
      'WEBVTT\n\nREGION\nid:fred width:40% lines:3\nregionanchor:0%,100% viewportanchor:10%,90% scroll:up\n\n' +
        '00:00.000 --> 00:01.000 region:fred\nHi',
    );
    expect(result.regions).toEqual([
      {
        id: 'fred',
        width: 40,
        lines: 3,
        regionAnchorX: 0,
        regionAnchorY: 100,
        viewportAnchorX: 10,
        viewportAnchorY: 90,
        scroll: 'up',
      },
    ]);
    expect(result.cues[0]?.settings).toMatchObject({ region: 'fred' });
    expect(result.errors).toEqual([]);
  });

  it('reports bad region settings on their line', () => {
    const result = readVtt('WEBVTT\n\nREGION\nid:fred\nwidth:40 lines:3\n\n' + CUE);
    expect(result.regions?.[0]).toMatchObject({ id: 'fred', width: 100 });
    expect(errorCodes(result)).toEqual(['bad-region@5']);
  });

  it('ignores a region without id, and one after the first cue', () => {
    const result = readVtt(`WEBVTT\n\nREGION\nwidth:40%\n\n${CUE}\n\nREGION\nid:late`);
    expect(result.regions).toBeUndefined();
    expect(errorCodes(result)).toEqual(['bad-region@3', 'bad-region@9']);
  });

  it('ignores the region of a cue when no region has that id', () => {
    const result = readVtt('WEBVTT\n\n00:00.000 --> 00:01.000 region:nobody\nHi');
    expect(result.cues[0]?.settings).toMatchObject({ region: '' });
    expect(errorCodes(result)).toEqual(['bad-cue-settings@3']);
  });

  it('lets a cue use the last region with an id', () => {
    const result = readVtt(
      'WEBVTT\n\nREGION\nid:a width:10%\n\nREGION\nid:a width:20%\n\n00:00.000 --> 00:01.000 region:a\nx',
    );
    expect(result.regions?.map((region) => region.width)).toEqual([10, 20]);
    expect(result.cues[0]?.settings).toMatchObject({ region: 'a' });
  });

  it.each([
    ['NOTE single line', 'single line'],
    ['NOTE\tafter a tab', 'after a tab'],
    ['NOTE\nfirst\nsecond', 'first\nsecond'],
    ['NOTE', ''],
  ])('keeps the note %j', (block, note) => {
    const result = readVtt(`WEBVTT\n\n${block}\n\n${CUE}`);
    expect(result.header?.vttNotes).toEqual([note]);
    expect(texts(result)).toEqual(['Hi']);
    expect(result.errors).toEqual([]);
  });

  it('keeps notes between and after cues, with the index of the cue each comes before', () => {
    const result = readVtt(
      `WEBVTT\n\nNOTE top\n\n${CUE}\n\nNOTE middle\n\nNOTE again\n\n${CUE}\n\nNOTE end`,
    );
    expect(result.header?.vttNotes).toEqual(['top', 'middle', 'again', 'end']);
    expect(result.header?.vttNotePositions).toEqual([0, 1, 1, 2]);
    expect(result.cues).toHaveLength(2);
  });

  it('counts only the cues it kept in note positions', () => {
    const result = readVtt(`WEBVTT\n\n00:0x.000 --> 00:01.000\nLost\n\nNOTE after\n\n${CUE}`);
    expect(result.header?.vttNotePositions).toEqual([0]);
  });

  it.each(['NOTES about it', 'Kind: captions', 'STYLE:x\n::cue {}'])(
    'skips and reports the stray block %j',
    (block) => {
      const result = readVtt(`WEBVTT\n\n${CUE}\n\n${block}`);
      expect(errorCodes(result)).toEqual(['skipped-line@6']);
    },
  );
});

describe('parseVtt: strict mode', () => {
  it('throws the first problem with its line', () => {
    const text = 'WEBVTT\n\n00:00.000 --> 00:01.000 align:middle\nHi';
    expect(() => parseVtt(text, new ErrorCollector(true))).toThrow(SubtitleParseError);
    expect(() => parseVtt(text, new ErrorCollector(true))).toThrow(/^Line 3: /);
  });

  it('does not throw on a clean file', () => {
    expect(parseVtt(`WEBVTT\n\n${CUE}`, new ErrorCollector(true)).cues).toHaveLength(1);
  });
});
