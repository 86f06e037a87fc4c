import { describe, expect, test } from 'vitest';
import { checkDoc, reflowDoc } from './reflow-check.js';
import type { TranscriptDoc } from './transcript-doc.js';

const long =
  'This sentence is far too long to stand on a single subtitle line. It goes on and on, well past what anyone can read in the time it is on screen.';

const doc: TranscriptDoc = {
  file_json: [
    { start_time: 0, end_time: 4000, text: long, speaker: 'S1' },
    { start_time: 5000, end_time: 6000, text: 'Short.' },
  ],
  speaker_file_json: { S1: 'Ana' },
};

describe('reflowDoc', () => {
  test('cuts the long cue into lines of the language’s length, keeping speaker and the rest', () => {
    const result = reflowDoc(doc, 'en');
    if (!result.ok) throw result.error;
    const lines = result.doc.file_json;
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.at(-1)).toEqual(doc.file_json[1]);
    for (const line of lines.slice(0, -1)) {
      expect(line.speaker).toBe('S1');
      for (const row of line.text.split('\n')) expect(row.length).toBeLessThanOrEqual(60);
    }
    expect(
      lines
        .slice(0, -1)
        .map((l) => l.text.replace(/\n/g, ' '))
        .join(' '),
    ).toBe(long);
    expect(result.doc.speaker_file_json).toBe(doc.speaker_file_json);
  });

  test('a language the tables do not know gets the default line length (80)', () => {
    const result = reflowDoc(doc, 'auto');
    if (!result.ok) throw result.error;
    const rows = result.doc.file_json.flatMap((l) => l.text.split('\n'));
    expect(Math.max(...rows.map((row) => row.length))).toBeGreaterThan(60);
    expect(Math.max(...rows.map((row) => row.length))).toBeLessThanOrEqual(80);
  });
});

describe('checkDoc', () => {
  test('flags reading speed and line length of the long cue only', () => {
    const codes = checkDoc(doc, 'en').map((finding) => [finding.cueIndex, finding.code]);
    expect(codes).toEqual(
      expect.arrayContaining([
        [0, 'line-too-long'],
        [0, 'reading-speed'],
      ]),
    );
    expect(codes.filter(([index]) => index === 1)).toEqual([]);
  });
});
