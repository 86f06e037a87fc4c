import fc from 'fast-check';
import { expect } from 'vitest';
import { format } from '../../src/lib/core/format.js';
import { parse } from '../../src/lib/core/parse.js';
import type { Cue, FormatOptions, SubtitleFormat } from '../../src/lib/core/types.js';

/**
 * For any list of cues and any title: what `write` makes of them reads back as `to` without
 * errors, and format() writes the result again byte for byte.
 */
export function expectFixpointAfterOnePass(
  to: SubtitleFormat,
  write: (cues: readonly Cue[], options: FormatOptions) => string,
  cues: fc.Arbitrary<Cue>,
): void {
  fc.assert(
    fc.property(
      fc.array(cues, { maxLength: 10 }),
      fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
      (list, title) => {
        const written = write(list, { title });
        const reread = parse(written, { format: to });
        expect(reread.errors).toEqual([]);
        expect(format(reread, to)).toBe(written);
      },
    ),
  );
}
