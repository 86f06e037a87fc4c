import type { TranscriptLine } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import { updateFindings } from './findings.js';
import { checkDoc } from './operations/reflow-check.js';

// Cues with something to find here and there: fast reading, long lines, short cues, small gaps.
const lines: TranscriptLine[] = Array.from({ length: 40 }, (_, i) => ({
  start_time: i * 3000,
  end_time: i * 3000 + (i % 7 === 0 ? 500 : 2990),
  text:
    i % 5 === 0
      ? 'A line far too long to read in the time it is shown on the screen, really.'
      : `Line ${i}.`,
}));

const whole = (doc: readonly TranscriptLine[]) =>
  checkDoc({ file_json: doc, speaker_file_json: {} }, 'en');
const flat = (cache: ReturnType<typeof updateFindings>) => cache.byCue.flat();
const replace = (doc: readonly TranscriptLine[], index: number, change: Partial<TranscriptLine>) =>
  doc.map((line, i) => (i === index ? { ...line, ...change } : line));

describe('updateFindings', () => {
  test('at first checks everything', () => {
    expect(flat(updateFindings(undefined, lines, 'en'))).toEqual(whole(lines));
  });

  test.each([
    [
      'a text made long',
      3,
      { text: 'Now this one is far too long to be read in under three seconds on screen.' },
    ],
    ['a long text made short', 5, { text: 'Short.' }],
    ['an end moved close to the next start', 8, { end_time: 8 * 3000 + 2999 }],
    ['a start moved', 9, { start_time: 9 * 3000 + 2000 }],
    ['the first cue', 0, { text: 'Hi.' }],
    ['the last cue', 39, { end_time: 39 * 3000 + 200 }],
  ] as const)('after %s, patches to what a whole check finds', (_what, index, change) => {
    const before = updateFindings(undefined, lines, 'en');
    const edited = replace(lines, index, change);
    expect(flat(updateFindings(before, edited, 'en'))).toEqual(whole(edited));
  });

  test.each([
    ['a cue removed', lines.slice(1), 'en'],
    ['another language', lines, 'ja'],
  ] as const)('after %s, checks everything again', (_what, edited, language) => {
    const before = updateFindings(undefined, lines, 'en');
    expect(flat(updateFindings(before, edited, language))).toEqual(
      checkDoc({ file_json: edited, speaker_file_json: {} }, language),
    );
  });

  test('the same lines give back the same cache', () => {
    const before = updateFindings(undefined, lines, 'en');
    expect(updateFindings(before, lines, 'en')).toBe(before);
  });
});
