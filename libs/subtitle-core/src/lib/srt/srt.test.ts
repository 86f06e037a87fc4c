import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format } from '../core/format.js';
import { SubtitleParseError } from '../core/parse-error.js';
import { parse } from '../core/parse.js';
import { formatSrt, parseSrt } from './srt.js';

const SRT =
  '\uFEFF1\r\n00:00:01,000 --> 00:00:02,000\r\n{\\an8}<i>Hi</i>\r\n\r\n2\r\n00:00:0x,000 --> 00:00:03,000\r\nLost\r\n';

describe('parseSrt and formatSrt, the SRT-only entry points', () => {
  it('read as parse reads SRT, problems included', () => {
    expect(parseSrt(SRT)).toEqual(parse(SRT, { format: 'srt' }));
    expect(parseSrt(SRT).errors.map((error) => error.line)).toEqual([6]);
  });

  it('read any text as parse does', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(parseSrt(text)).toEqual(parse(text, { format: 'srt' }));
      }),
    );
  });

  it('throw the first problem in strict mode', () => {
    expect(() => parseSrt(SRT, { strict: true })).toThrow(SubtitleParseError);
  });

  it('write as format writes SRT, from cues or a parse result', () => {
    const parsed = parse(SRT, { format: 'srt' });
    expect(formatSrt(parsed)).toBe(format(parsed, 'srt'));
    expect(formatSrt(parsed.cues, { plainText: true })).toBe(
      format(parsed.cues, 'srt', { plainText: true }),
    );
    expect(() => formatSrt(null as never)).toThrow(
      /^formatSrt\(\): cues must be an array of cues or the result of parse\(\), not null$/,
    );
  });
});
