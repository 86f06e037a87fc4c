// NOTE blocks follow the cue they came before through the caller's edits, as ASS comment lines
// do (core/parsed-positions).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../core/parse.js';
import type { Cue, ParseResult } from '../core/types.js';
import { formatVtt } from './vtt-formatter.js';

function parseVtt(text: string): ParseResult {
  return parse(text, { format: 'vtt' });
}

const FILE =
  'WEBVTT\n\n00:01.000 --> 00:02.000\nA\n\nNOTE before B\n\n00:02.000 --> 00:03.000\nB\n\n' +
  'NOTE before C\n\n00:03.000 --> 00:04.000\nC\n\nNOTE tail\n';

/** The written file as cue texts and notes, in order: ['A', 'NOTE before B', ...]. */
function blocks(written: string): string[] {
  return written
    .split('\n\n')
    .slice(1)
    .map((block) => (block.startsWith('NOTE') ? block.trim() : (block.split('\n')[1] ?? '')));
}

function edited(edit: (cues: Cue[]) => Cue[]): string[] {
  const parsed = parseVtt(FILE);
  return blocks(formatVtt(edit(parsed.cues), { header: parsed.header }));
}

const D: Cue = { start: 0, end: 500, text: 'D' };
const LATER: Cue = { start: 5000, end: 5500, text: 'D' };

describe('WebVTT notes under edits', () => {
  it.each<[string, (cues: Cue[]) => Cue[], string[]]>([
    ['none', (cues) => cues, ['A', 'NOTE before B', 'B', 'NOTE before C', 'C', 'NOTE tail']],
    [
      'B removed: its note stays after A, the next one before C',
      ([a, , c]) => [a, c] as Cue[],
      ['A', 'NOTE before B', 'NOTE before C', 'C', 'NOTE tail'],
    ],
    [
      'a cue inserted at the start',
      (cues) => [D, ...cues],
      ['D', 'A', 'NOTE before B', 'B', 'NOTE before C', 'C', 'NOTE tail'],
    ],
    [
      'a cue appended: the tail note stays after C',
      (cues) => [...cues, LATER],
      ['A', 'NOTE before B', 'B', 'NOTE before C', 'C', 'NOTE tail', 'D'],
    ],
    [
      'a cue appended that starts first: written first, by start time',
      (cues) => [...cues, D],
      ['D', 'A', 'NOTE before B', 'B', 'NOTE before C', 'C', 'NOTE tail'],
    ],
    [
      'C moved to the start: the tail note stays after the cue it followed',
      ([a, b, c]) => [Object.assign(c as Cue, { start: 0, end: 900 }), a, b] as Cue[],
      ['NOTE before C', 'C', 'NOTE tail', 'A', 'NOTE before B', 'B'],
    ],
    [
      'copies of every cue: the positions are indexes again',
      (cues) => cues.map((cue) => ({ ...cue })),
      ['A', 'NOTE before B', 'B', 'NOTE before C', 'C', 'NOTE tail'],
    ],
  ])('%s', (_label, edit, expected) => {
    expect(edited(edit)).toEqual(expected);
  });

  it('takes positions given by the caller as indexes of the cues given', () => {
    const parsed = parseVtt(FILE);
    const header = { ...parsed.header, vttNotePositions: [0, 0, 1] };
    const cues = [D, ...parsed.cues];
    expect(blocks(formatVtt(cues, { header }))).toEqual([
      'NOTE before B',
      'NOTE before C',
      'D',
      'NOTE tail',
      'A',
      'B',
      'C',
    ]);
  });

  it('keeps every note right before the cue it came before, whatever is added or removed', () => {
    const layout = fc.array(fc.tuple(fc.boolean(), fc.boolean(), fc.nat(2)), {
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(layout, fc.boolean(), (cueLayout, tailNote) => {
        // Cue k is 'c<k>', with a note 'NOTE before c<k>' when asked; kept or removed; with
        // 0 to 2 new cues inserted before it.
        let file = 'WEBVTT';
        cueLayout.forEach(([noted], k) => {
          if (noted) file += `\n\nNOTE before c${k}`;
          file += `\n\n00:0${k}.000 --> 00:0${k}.500\nc${k}`;
        });
        if (tailNote) file += '\n\nNOTE tail';
        const parsed: ParseResult = parseVtt(file + '\n');
        const cues: Cue[] = [];
        parsed.cues.forEach((cue, k) => {
          const [, kept, inserted] = cueLayout[k] ?? [false, false, 0];
          for (let n = 0; n < inserted; n++) cues.push({ start: 0, end: 1, text: `new${k}.${n}` });
          if (kept) cues.push(cue);
        });
        const written = blocks(formatVtt(cues, { header: parsed.header }));
        written.forEach((block, index) => {
          const match = /^NOTE before (c\d+)$/.exec(block);
          const cue = match?.[1];
          if (cue === undefined || !cues.some((kept) => kept.text === cue)) return;
          const next = written.slice(index + 1).find((later) => !later.startsWith('NOTE'));
          expect(next).toBe(cue);
        });
        if (tailNote && cueLayout.at(-1)?.[1] === true) expect(written.at(-1)).toBe('NOTE tail');
        expect(written.filter((block) => block.startsWith('NOTE'))).toHaveLength(
          cueLayout.filter(([noted]) => noted).length + (tailNote ? 1 : 0),
        );
      }),
    );
  });
});
