import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOO_LARGE_MS } from '../time/safe-ms.js';
import { csvColumn, guardCell, readCsvTime, unguardCell } from './csv-columns.js';

describe('CSV columns', () => {
  it.each([
    ['start', 'start', false],
    ['Start Time', 'start', false],
    ['start_time', 'start', false],
    ['BEGIN', 'start', false],
    ['from', 'start', false],
    ['start_ms', 'start', true],
    ['End (ms)', 'end', true],
    ['end_time', 'end', false],
    ['to', 'end', false],
    ['duration', 'duration', false],
    ['Text', 'text', false],
    ['content', 'text', false],
    ['Subtitle', 'text', false],
    ['speaker', 'speaker', false],
    ['Name', 'speaker', false],
    ['id', 'id', false],
  ])('reads the header %j', (header, field, milliseconds) => {
    expect(csvColumn(header)).toEqual({ field, milliseconds });
  });

  it.each(['', 'notes', 'index', 'text_ms', '00:00:01.000'])(
    'does not know the header %j',
    (header) => {
      expect(csvColumn(header)).toBeNull();
    },
  );

  it.each([
    ['00:00:01.500', false, 1500],
    ['00:00:01,500', false, 1500],
    ['01:02:03', false, 3_723_000],
    ['01:05.25', false, 65_250],
    ['12.5', false, 12_500],
    ['12,5', false, 12_500],
    ['7', false, 7000],
    ['0.0004', false, 0],
    [' 3 ', false, 3000],
    ['1500', true, 1500],
    ['1500.6', true, 1501],
  ])('reads the time %j', (cell, milliseconds, ms) => {
    expect(readCsvTime(cell, milliseconds)).toBe(ms);
  });

  it.each(['', 'abc', '-1', '1:2', '00:00:01.000x', '1e3'])('rejects the time %j', (cell) => {
    expect(readCsvTime(cell, false)).toBe(-1);
  });

  it.each([
    ['9007199254740991', true, Number.MAX_SAFE_INTEGER],
    ['9007199254740992', true, TOO_LARGE_MS],
    ['9'.repeat(400), false, TOO_LARGE_MS],
    ['9'.repeat(400), true, TOO_LARGE_MS],
    ['2501999792:59:00.991', false, Number.MAX_SAFE_INTEGER],
    ['2501999792:59:00.992', false, TOO_LARGE_MS],
    [`${'9'.repeat(400)}:00:00.000`, false, TOO_LARGE_MS],
  ])('reads %j (milliseconds: %s) only as an exact integer of ms: %d', (cell, ms, expected) => {
    expect(readCsvTime(cell, ms)).toBe(expected);
  });

  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ["'=x", "''=x"],
    ["'plain", "'plain"],
    ['plain', 'plain'],
  ])('guards %j against formula injection', (cell, guarded) => {
    expect(guardCell(cell)).toBe(guarded);
    expect(unguardCell(guarded)).toBe(cell);
  });

  it('gives back any guarded cell', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', 'a') }),
        (cell) => {
          expect(unguardCell(guardCell(cell))).toBe(cell);
        },
      ),
    );
  });
});
