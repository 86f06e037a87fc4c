import type { TranscriptLine } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import type { TranscriptDoc } from '../operations/transcript-doc.js';
import { mergeDocs } from './merge-docs.js';

const cue = (second: number, text: string, speaker?: string): TranscriptLine => ({
  start_time: second * 1000,
  end_time: second * 1000 + 900,
  text,
  ...(speaker && { speaker }),
});

const BASE_LINES = [cue(0, 'One'), cue(1, 'Two'), cue(2, 'Three'), cue(3, 'Four'), cue(4, 'Five')];
const doc = (
  lines: readonly TranscriptLine[],
  names: Record<string, string> = {},
  translation?: readonly TranscriptLine[],
): TranscriptDoc => ({
  file_json: lines,
  speaker_file_json: names,
  ...(translation && { translate_file_json: translation }),
});
const edit = (index: number, line: TranscriptLine) => BASE_LINES.with(index, line);
const texts = (merged: TranscriptDoc | undefined) => merged?.file_json.map((line) => line.text);

describe('mergeDocs', () => {
  test.each([
    [
      'a cue edited on each side',
      edit(0, cue(0, 'One!')),
      edit(4, cue(4, 'Five!')),
      ['One!', 'Two', 'Three', 'Four', 'Five!'],
      0,
    ],
    [
      'a cue removed here, one added there',
      BASE_LINES.toSpliced(1, 1),
      [...BASE_LINES, cue(5, 'Six')],
      ['One', 'Three', 'Four', 'Five', 'Six'],
      0,
    ],
    [
      'the same cue edited on both sides: mine',
      edit(2, cue(2, 'Mine')),
      edit(2, cue(2, 'Theirs')),
      ['One', 'Two', 'Mine', 'Four', 'Five'],
      1,
    ],
    [
      'neighbouring cues edited, one on each side',
      edit(0, cue(0, 'One ONE')),
      edit(1, cue(1, 'Two TWO')),
      ['One ONE', 'Two TWO', 'Three', 'Four', 'Five'],
      0,
    ],
    [
      'three neighbours: two here, the middle one there',
      edit(1, cue(1, 'Two!')).with(3, cue(3, 'Four!')),
      edit(2, cue(2, 'Three!')),
      ['One', 'Two!', 'Three!', 'Four!', 'Five'],
      0,
    ],
    [
      'a cue added here next to one edited there: an overlap, mine kept',
      BASE_LINES.toSpliced(2, 0, cue(1.5, 'Added')),
      edit(2, cue(2, 'Three!')),
      ['One', 'Two', 'Added', 'Three', 'Four', 'Five'],
      1,
    ],
    [
      'neighbours whose new times would cross: an overlap, mine kept',
      // Each side in order (1.8 before 2; 1 before 1.2), the two together not.
      edit(1, cue(1.8, 'Two late')),
      edit(2, cue(1.2, 'Three early')),
      ['One', 'Two late', 'Three', 'Four', 'Five'],
      1,
    ],
    [
      'a time changed here, a text there, in cues apart',
      edit(1, { ...cue(1, 'Two'), end_time: 1500 }),
      edit(3, cue(3, 'Vier')),
      ['One', 'Two', 'Three', 'Vier', 'Five'],
      0,
    ],
  ])('%s', (_, mine, theirs, expected, overlaps) => {
    const merged = mergeDocs(doc(BASE_LINES), doc(mine), doc(theirs));
    expect(texts(merged?.doc)).toEqual(expected);
    expect(merged?.overlaps).toBe(overlaps);
  });

  test('a cue is the same whatever the order its fields come in', () => {
    const reordered = BASE_LINES.map(({ text, end_time, start_time }) => ({
      text,
      end_time,
      start_time,
    }));
    const merged = mergeDocs(
      doc(BASE_LINES),
      doc(edit(0, cue(0, 'One!'))),
      doc(reordered.with(4, cue(4, 'Five!'))),
    );
    expect(texts(merged?.doc)).toEqual(['One!', 'Two', 'Three', 'Four', 'Five!']);
    expect(merged?.overlaps).toBe(0);
  });

  test('speaker names merge name by name; the same name renamed twice is an overlap', () => {
    const base = doc(BASE_LINES, { A: 'Ann', B: 'Bob', C: 'Cy' });
    const merged = mergeDocs(
      base,
      doc(BASE_LINES, { A: 'Anna', B: 'Bob', C: 'Cyrus' }),
      doc(BASE_LINES, { A: 'Ann', B: 'Robert', C: 'Cyril', D: 'Dee' }),
    );
    expect(merged?.doc.speaker_file_json).toEqual({ A: 'Anna', B: 'Robert', C: 'Cyrus', D: 'Dee' });
    expect(merged?.overlaps).toBe(1);
  });

  test('a cue and its translated line move together', () => {
    const translation = BASE_LINES.map((line) => ({ ...line, text: `${line.text} (fr)` }));
    const merged = mergeDocs(
      doc(BASE_LINES, {}, translation),
      doc(BASE_LINES.toSpliced(0, 1), {}, translation.toSpliced(0, 1)),
      doc(BASE_LINES, {}, translation.with(4, cue(4, 'Cinq'))),
    );
    expect(texts(merged?.doc)).toEqual(['Two', 'Three', 'Four', 'Five']);
    expect(merged?.doc.translate_file_json?.map((line) => line.text)).toEqual([
      'Two (fr)',
      'Three (fr)',
      'Four (fr)',
      'Cinq',
    ]);
  });

  test.each([
    ['a translation on one side only', doc(BASE_LINES), doc(BASE_LINES, {}, BASE_LINES)],
    [
      'a translation that does not line up',
      doc(BASE_LINES, {}, BASE_LINES),
      doc(BASE_LINES, {}, BASE_LINES.slice(1)),
    ],
  ])('no merge: %s', (_, mine, theirs) => {
    const base = doc(BASE_LINES, {}, mine.translate_file_json && BASE_LINES);
    expect(mergeDocs(base, mine, theirs)).toBeUndefined();
  });
});
