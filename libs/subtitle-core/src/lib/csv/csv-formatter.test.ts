import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cueArbitrary } from '../../../test/support/cue-arbitrary.js';
import { format } from '../core/format.js';
import { removeTags } from '../core/markup.js';
import { parse } from '../core/parse.js';
import type { Cue } from '../core/types.js';
import { plainToCueText } from '../plain/plain-text.js';
import { formatCsv } from './csv-formatter.js';

describe('CSV formatter', () => {
  it('writes the same four columns for every file, quoting where needed', () => {
    const cues: Cue[] = [
      { start: 1000, end: 4000, speaker: 'Ana', text: 'Hello, "you"\nthere' },
      { id: '7', start: 3_723_004, end: 3_724_000, text: '<i>plain</i>' },
      { start: 0, end: 1, text: ' padded ' },
    ];
    expect(formatCsv(cues)).toBe(
      'start,end,speaker,text\n00:00:01.000,00:00:04.000,Ana,"Hello, ""you""\nthere"\n01:02:03.004,01:02:04.000,,plain\n00:00:00.000,00:00:00.001,," padded "\n',
    );
  });

  it.each<[string, Cue, string, string]>([
    [
      'markup stripped and references decoded, the speaker in its own column',
      {
        start: 0,
        end: 1000,
        text: '<v.loud Alice>Hello <b>there</b> &amp; &lt;3</v>',
        speaker: 'Alice',
      },
      'Alice',
      'Hello there & <3',
    ],
    [
      'each later voice in front of its line',
      { start: 0, end: 1000, text: '<v Bob>First</v>\n<v Carol>Second</v>' },
      'Bob',
      '"First\nCarol: Second"',
    ],
    [
      'ruby readings in parentheses',
      { start: 0, end: 1000, text: '<ruby>漢<rt>kan</rt></ruby>' },
      '',
      '漢(kan)',
    ],
    ['NUL from a reference as U+FFFD', { start: 0, end: 1000, text: 'a&#0;b' }, '', 'a\uFFFDb'],
  ])('writes the text a person reads: %s', (_, cue, speaker, text) => {
    expect(formatCsv([cue])).toBe(
      `start,end,speaker,text\n00:00:00.000,00:00:01.000,${speaker},${text}\n`,
    );
  });

  it('writes the same plain text whatever options.plainText says', () => {
    const cues: Cue[] = [{ start: 0, end: 1000, text: '<i>a</i> &amp; b', speaker: 'Ana' }];
    expect(formatCsv(cues, { plainText: true })).toBe(formatCsv(cues));
  });

  it('leaves every voice name out when asked', () => {
    expect(
      formatCsv([{ start: 0, end: 1000, text: '<v Bob>First</v>\n<v Carol>Second</v>' }], {
        speakers: false,
      }),
    ).toBe('start,end,speaker,text\n00:00:00.000,00:00:01.000,,"First\nSecond"\n');
  });

  it('writes only the header when there are no cues', () => {
    expect(formatCsv([])).toBe('start,end,speaker,text\n');
  });

  it('leaves speakers out when asked', () => {
    expect(
      formatCsv([{ start: 0, end: 1000, text: 'x', speaker: 'Bob' }], { speakers: false }),
    ).toBe('start,end,speaker,text\n00:00:00.000,00:00:01.000,,x\n');
  });

  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['-- dash', "'-- dash"],
    ['@SUM', "'@SUM"],
    ["'=quoted", "''=quoted"],
  ])('guards %j against formula injection', (text, cell) => {
    const written = formatCsv([{ start: 0, end: 1000, text, speaker: text }]);
    expect(written).toBe(`start,end,speaker,text\n00:00:00.000,00:00:01.000,${cell},${cell}\n`);
    expect(parse(written, { format: 'csv' }).cues).toEqual([
      { start: 0, end: 1000, text, speaker: text },
    ]);
  });
});

const textArbitrary = fc.string({
  unit: fc.constantFrom(...'ab ,;"\':[]()<>&=+-@\t\\é字😀01'.split(''), '\n', '<i>', '</i>'),
  maxLength: 40,
});
const anyCue = cueArbitrary(
  textArbitrary,
  fc.option(
    textArbitrary.filter((speaker) => speaker !== ''),
    { nil: undefined },
  ),
);

describe('CSV round trip', () => {
  it('reads back the times, speakers and visible text it wrote', () => {
    fc.assert(
      fc.property(fc.array(anyCue, { maxLength: 10 }), (cues) => {
        const reread = parse(formatCsv(cues), { format: 'csv' });
        expect(reread.errors).toEqual([]);
        expect(reread.cues.map((cue) => ({ ...cue, text: removeTags(cue.text) }))).toEqual(
          cues.map((cue) => ({ ...cue, text: removeTags(cue.text) })),
        );
      }),
    );
  });

  it('reads back exactly the cues it wrote when their text has no markup', () => {
    const plainCue = cueArbitrary(
      textArbitrary.map(plainToCueText),
      fc.option(
        textArbitrary.filter((speaker) => speaker !== ''),
        { nil: undefined },
      ),
    );
    fc.assert(
      fc.property(fc.array(plainCue, { maxLength: 10 }), (cues) => {
        expect(parse(formatCsv(cues), { format: 'csv' }).cues).toEqual(cues);
      }),
    );
  });

  it('is a fixpoint after one pass: format(parse(format(cues))) === format(cues)', () => {
    fc.assert(
      fc.property(fc.array(anyCue, { maxLength: 10 }), (cues) => {
        const written = format(cues, 'csv');
        expect(format(parse(written), 'csv')).toBe(written);
      }),
    );
  });
});
