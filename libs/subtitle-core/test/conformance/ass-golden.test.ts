import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatAss } from '../../src/lib/ass/ass-formatter.js';
import type { Cue } from '../../src/lib/core/types.js';
import { readAss, writeAss } from '../support/read-write-ass.js';

// Run with UPDATE_GOLDEN=1 to rewrite the expected files after a deliberate change; review the diff.
const GOLDEN = new URL('../golden/ass/', import.meta.url);
const UPDATE = process.env['UPDATE_GOLDEN'] === '1';

function golden(name: string): string {
  return readFileSync(new URL(name, GOLDEN), 'utf8');
}

function expectGolden(name: string, actual: string): void {
  if (UPDATE) writeFileSync(new URL(name, GOLDEN), actual);
  expect(actual).toBe(golden(name));
}

describe('edge-cases.ass', () => {
  const text = golden('edge-cases.ass');
  const result = readAss(text);

  it('parses to edge-cases.ass.json', () => {
    expectGolden('edge-cases.ass.json', JSON.stringify(result, null, 2) + '\n');
  });

  it('is written back as it was, less the event whose time cannot be read, times as libass reads them', () => {
    // libass reads the fraction as hundredths: '.5' would be 5 of them, '.250' 250.
    const expected = text
      .split('\n')
      .filter((line) => !line.startsWith('Dialogue: 0,bad,'))
      .join('\n')
      .replace('0:00:06.5,0:00:07.250,', '0:00:06.50,0:00:07.25,');
    expect(writeAss(result, 'ass')).toBe(expected);
  });
});

describe('plain-cues.json', () => {
  const cues = JSON.parse(golden('plain-cues.json')) as Cue[];

  it.each(['ass', 'ssa'] as const)('is written as plain-cues.%s', (format) => {
    expectGolden(`plain-cues.${format}`, formatAss(cues, {}, format));
  });

  it.each(['ass', 'ssa'] as const)(
    'plain-cues.%s reads back to the cues (times to the centisecond)',
    (format) => {
      const result = readAss(golden(`plain-cues.${format}`));
      expect(result.errors).toEqual([]);
      expect(result.format).toBe(format);
      expect(result.cues.map((cue) => [cue.start, cue.end, cue.text, cue.speaker])).toEqual([
        [0, 1500, 'Plain text', undefined],
        [1500, 3000, 'Two\nlines', 'Alice'],
        [3000, 4570, '<i>Italic</i>, <b>bold</b>, <u>under</u> and <s>struck</s>', undefined],
        [
          4570,
          6000,
          '<font color="#00ff00">Green</font> &amp; &lt;escaped&gt; {braces}',
          undefined,
        ],
        [6000, 7000, 'Voice tags are dropped', 'Smith; John'],
        [3_723_450, 3_725_000, 'Past the hour\u00a0mark', undefined],
      ]);
    },
  );
});
