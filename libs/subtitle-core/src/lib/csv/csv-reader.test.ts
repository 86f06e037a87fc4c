import { describe, expect, it } from 'vitest';
import { readCsvRecords } from './csv-reader.js';

function cells(text: string, delimiter = ','): string[][] {
  return readCsvRecords(text, delimiter).map((record) => record.cells);
}

describe('readCsvRecords', () => {
  it.each([
    ['a,b,c', [['a', 'b', 'c']]],
    [
      'a,b\nc,d\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['"a,b","say ""hi""",c', [['a,b', 'say "hi"', 'c']]],
    ['"line 1\nline 2",x', [['line 1\nline 2', 'x']]],
    ['a,,c,', [['a', '', 'c', '']]],
    [' a , b ', [['a', 'b']]],
    ['  "x" ,y', [['x', 'y']]],
    ['" kept "', [[' kept ']]],
    ['"ab"cd,e', [['abcd', 'e']]],
    ['a\n\nb', [['a'], [''], ['b']]],
  ])('splits %j', (text, expected) => {
    expect(cells(text)).toEqual(expected);
  });

  it.each([
    [';', 'a;"b;c";d', [['a', 'b;c', 'd']]],
    ['\t', 'a\t\tc', [['a', '', 'c']]],
  ])('splits on %j', (delimiter, text, expected) => {
    expect(cells(text, delimiter)).toEqual(expected);
  });

  it('gives each record the line it starts on', () => {
    const records = readCsvRecords('a\n"b\nc\nd",e\nf', ',');
    expect(records.map((record) => record.line)).toEqual([1, 2, 5]);
  });

  it('marks a quoted cell that never closes', () => {
    const records = readCsvRecords('a\n"b,c\nd', ',');
    expect(records[1]).toEqual({ cells: ['b,c\nd'], line: 2, unterminated: true });
  });

  it('stops after `limit` records', () => {
    expect(readCsvRecords('a\nb\nc', ',', 1)).toHaveLength(1);
  });
});
