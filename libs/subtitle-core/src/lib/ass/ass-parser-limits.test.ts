import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../test/support/error-codes.js';
import { readAss, writeAss } from '../../../test/support/read-write-ass.js';
import { expectSafeTimes, leadingNumber, sixtieth } from '../../../test/support/safe-times.js';

const HEAD =
  '[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n';
const NINES = '9'.repeat(400);

describe('ASS numbers past what a double holds exactly', () => {
  it.each([
    ['a start of 400 nines hours', `0,${NINES}:00:00.00,0:00:01.00`, 'bad-timestamp', 0],
    ['an end of 400 nines hours', `0,0:00:01.00,${NINES}:00:00.00`, 'bad-timestamp', 0],
    // 3.6e17 ms, which a double holds 24 ms off.
    ['an hour of 99999999999', '0,99999999999:00:00.00,99999999999:00:01.00', 'bad-timestamp', 0],
    ['one ms past 2^53 - 1', '0,2501999792:59:00.99,2501999792:59:01.00', 'bad-timestamp', 0],
    ['a layer of 400 nines', `${NINES},0:00:01.00,0:00:02.00`, 'bad-field', 1],
    ['a layer of 2^53', '9007199254740992,0:00:01.00,0:00:02.00', 'bad-field', 1],
  ])('reports %s and skips what it must', (_name, fields, code, cueCount) => {
    const result = readAss(`${HEAD}Dialogue: ${fields},Default,,0,0,0,,x\n`);
    expect(errorCodes(result)).toEqual([`${code}@3`]);
    expect(result.errors[0]?.message).toMatch(/is too large/);
    expect(result.cues).toHaveLength(cueCount);
    expectSafeTimes(result);
  });

  it('reads the last exact time, 2^53 - 1 ms', () => {
    const result = readAss(
      `${HEAD}Dialogue: 0,0:00:00.00,2501999792:59:00.991,Default,,0,0,0,,x\n`,
    );
    expect(result.errors).toEqual([]);
    expect(result.cues[0]?.end).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    ['MarginL', `${NINES},0,0`],
    ['MarginV', `0,0,-${NINES}`],
  ])('uses 0 for a %s too large, keeping the field to write back', (column, margins) => {
    const line = `Dialogue: 0,0:00:01.00,0:00:02.00,Default,,${margins},,x\n`;
    const result = readAss(HEAD + line);
    expect(errorCodes(result)).toEqual(['bad-field@3']);
    expect(result.cues[0]?.settings).toMatchObject({ [column.replace('Margin', 'margin')]: 0 });
    expect(writeAss(result)).toContain(line);
  });

  it('keeps a layer too large as written, so the script reads back the same', () => {
    const line = `Dialogue: ${NINES},0:00:01.00,0:00:02.00,Default,,0,0,0,,x\n`;
    const result = readAss(HEAD + line);
    expect(result.cues[0]?.settings).toMatchObject({ layer: 0, extra: { Layer: NINES } });
    expect(writeAss(result)).toContain(line);
  });

  it('gives every cue whole, exact start and end times, whatever the numbers', () => {
    const time = fc
      .tuple(leadingNumber, sixtieth, sixtieth, fc.constantFrom('.00', '.5', '.991', ':12', ''))
      .map(([hours, minutes, seconds, fraction]) => `${hours}:${minutes}:${seconds}${fraction}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(leadingNumber, time, time), { maxLength: 5 }), (events) => {
        const lines = events.map(
          ([layer, start, end]) => `Dialogue: ${layer},${start},${end},Default,,0,0,0,,x`,
        );
        const result = readAss(HEAD + lines.join('\n'));
        expectSafeTimes(result);
        for (const cue of result.cues) {
          const settings = cue.settings;
          if (settings?.kind === 'ass') expect(Number.isSafeInteger(settings.layer)).toBe(true);
        }
      }),
    );
  });
});
