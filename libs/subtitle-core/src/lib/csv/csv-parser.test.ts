import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../test/support/error-codes.js';
import { expectSafeTimes, leadingNumber, sixtieth } from '../../../test/support/safe-times.js';
import { removeTags } from '../core/markup.js';
import { parse } from '../core/parse.js';
import { sniffCsv } from './csv-parser.js';

function csv(text: string) {
  return parse(text, { format: 'csv' });
}

describe('CSV parser', () => {
  it('reads what formatCsv writes', () => {
    const result = csv(
      'start,end,speaker,text\n00:00:01.000,00:00:04.000,Ana,"Hello, ""you""\nthere"\n00:00:05.000,00:00:06.000,,\'=1+1\n',
    );
    expect(result.errors).toEqual([]);
    expect(result.cues).toEqual([
      { start: 1000, end: 4000, speaker: 'Ana', text: 'Hello, "you"\nthere' },
      { start: 5000, end: 6000, text: '=1+1' },
    ]);
  });

  it.each([
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    ['I <3 you', 'I &lt;3 you'],
    ['<i>not markup</i> &amp;', '&lt;i>not markup&lt;/i> &amp;amp;'],
  ])('reads a text cell as plain text: %j', (cell, text) => {
    const result = csv(`start,end,text\n1,2,${cell}\n`);
    expect(result.cues).toEqual([{ start: 1000, end: 2000, text }]);
    expect(removeTags(text)).toBe(cell);
  });

  it('reads columns in any order, case and synonym', () => {
    const result = csv('Subtitle;Speaker Name;End Time;Start_Time;ID\nHi;Bob;2,5;1;c1\n');
    expect(result.cues).toEqual([{ id: 'c1', start: 1000, end: 2500, speaker: 'Bob', text: 'Hi' }]);
  });

  it.each([
    ['tab separated', 'start\tend\ttext\n1\t2\tHi\n'],
    ['semicolon separated', 'start;end;text\n00:00:01,000;00:00:02,000;Hi\n'],
    ['no header, 3 columns', '00:00:01.000,00:00:02.000,Hi\n'],
    ['no header, semicolons and comma millis', '00:00:01,000;00:00:02,000;Hi\n'],
    ['mm:ss times', 'start,end,text\n00:01,00:02,Hi\n'],
    ['millisecond columns', 'start_ms,end_ms,text\n1000,2000,Hi\n'],
    ['a duration column', 'start,duration,text\n1,1,Hi\n'],
  ])('reads a file with %s', (_name, text) => {
    const result = csv(text);
    expect(result.errors).toEqual([]);
    expect(result.cues).toEqual([{ start: 1000, end: 2000, text: 'Hi' }]);
  });

  it("follows Excel's sep= line", () => {
    const result = csv('sep=|\nstart|end|text\n1|2|a, b; c\nx|2|bad\n');
    expect(result.cues).toEqual([{ start: 1000, end: 2000, text: 'a, b; c' }]);
    expect(result.errors).toEqual([expect.objectContaining({ code: 'bad-row', line: 4 })]);
  });

  it('reads start,end,speaker,text without header from four columns', () => {
    expect(csv('1,2,Bob,Hi\n').cues).toEqual([
      { start: 1000, end: 2000, speaker: 'Bob', text: 'Hi' },
    ]);
  });

  it('ends a cue without end at the next start, the last one after its reading time', () => {
    expect(csv('start,text\n1,a\n3,b\n').cues).toEqual([
      { start: 1000, end: 3000, text: 'a' },
      { start: 3000, end: 4000, text: 'b' },
    ]);
  });

  it('skips blank lines quietly', () => {
    const result = csv('start,end,text\n\n1,2,a\n\n');
    expect(result.errors).toEqual([]);
    expect(result.cues).toHaveLength(1);
  });

  it.each([
    ['an unreadable start', 'start,end,text\n1,2,ok\nsoon,2,bad\n', 'bad-row', 3],
    ['an unreadable end', 'start,end,text\n1,later,bad\n', 'bad-row', 2],
    ['an unreadable duration', 'start,duration,text\n1,x,bad\n', 'bad-row', 2],
    ['a quote that never closes', 'start,end,text\n1,2,ok\n3,4,"open\n5,6,lost\n', 'bad-row', 3],
    ['a row after a multi-line cell', 'start,end,text\n1,2,"a\nb"\nx,2,bad\n', 'bad-row', 4],
    ['a header without text column', 'start,end,notes\n1,2,x\n', 'bad-header', 1],
    ['a header without start column', 'text,speaker\nHi,Bob\n', 'bad-header', 1],
    ['a single column without header', '1\n2\n', 'bad-header', 1],
    ['an end before the start', 'start,end,text\n5,4,x\n', 'end-before-start', 2],
  ])('reports %s with its line number', (_name, text, code, line) => {
    const result = csv(text);
    expect(result.errors).toEqual([expect.objectContaining({ code, line })]);
  });

  it('keeps the good rows around a bad one', () => {
    expect(csv('start,end,text\n1,2,a\nx,y,b\n3,4,c\n').cues.map((cue) => cue.text)).toEqual([
      'a',
      'c',
    ]);
  });

  it.each([
    ['start,end,text', ',', true],
    ['start;end;text', ';', true],
    ['start\tend\ttext', '\t', true],
    ['00:00:01,000;00:00:02,000;Hi, there', ';', false],
    ['1.5,2.5,Hello; world', ',', false],
  ])('finds the delimiter of %j', (line, delimiter, header) => {
    const layout = sniffCsv(line);
    expect(layout.delimiter).toBe(delimiter);
    expect(layout.header !== null).toBe(header);
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...',;\t"\n:.0123456789 abstrendxt\''.split('')) }),
        fc.string(),
        (a, b) => {
          csv(a + b);
          csv(`start,end,text\n${a}${b}`);
        },
      ),
    );
  });
});

const NINES = '9'.repeat(400);

describe('CSV times past what a double holds exactly', () => {
  it.each([
    ['a start of 400 nines seconds', `start,end,text\n${NINES},1,x\n`],
    ['an end of 400 nines seconds', `start,end,text\n1,${NINES},x\n`],
    ['a start of 400 nines hours', `start,end,text\n${NINES}:00:00.000,1,x\n`],
    ['a start_ms of 2^53', 'start_ms,end_ms,text\n9007199254740992,9007199254740993,x\n'],
    ['a duration of 400 nines', `start,duration,text\n1,${NINES},x\n`],
    ['a start plus duration past 2^53 - 1', 'start_ms,duration_ms,text\n9007199254740991,1,x\n'],
  ])('reports %s and skips the row', (_name, input) => {
    const result = csv(input);
    expect(errorCodes(result)).toEqual(['bad-row@2']);
    expect(result.errors[0]?.message).toMatch(/is too large/);
    expect(result.cues).toEqual([]);
  });

  it('ends a last cue without end at the limit when its reading time would pass it', () => {
    const result = csv('start_ms,text\n9007199254740990,x\n');
    expect(result.cues).toEqual([
      { start: 9_007_199_254_740_990, end: Number.MAX_SAFE_INTEGER, text: 'x' },
    ]);
  });

  it('gives every cue whole, exact start and end times, whatever the numbers', () => {
    const time = fc.oneof(
      leadingNumber,
      fc
        .tuple(leadingNumber, sixtieth, sixtieth, fc.constantFrom('.000', ',5', ''))
        .map(([hours, minutes, seconds, fraction]) => `${hours}:${minutes}:${seconds}${fraction}`),
    );
    const header = fc.constantFrom('start,end,text', 'start_ms,duration_ms,text', 'start,text');
    fc.assert(
      fc.property(header, fc.array(fc.tuple(time, time), { maxLength: 5 }), (head, rows) => {
        const body = rows.map(([a, b]) => (head === 'start,text' ? `${a},x` : `${a},${b},x`));
        expectSafeTimes(csv([head, ...body].join('\n')));
      }),
    );
  });
});
