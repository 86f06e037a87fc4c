import type { TranscriptLine } from '@captio/api-client';
import { describe, expect, it } from 'vitest';
import { linesToCues } from './cues.js';

const line = (text: string, speaker?: string): TranscriptLine => ({
  start_time: 0,
  end_time: 1000,
  text,
  ...(speaker ? { speaker } : {}),
});

describe('linesToCues', () => {
  it.each([
    {
      name: 'named speakers keep their names',
      lines: [line('a', 's1'), line('b', 's2')],
      names: { s1: 'Ada', s2: 'Lin' },
      speakers: ['Ada', 'Lin'],
    },
    {
      name: 'an unnamed speaker keeps its number when another is named',
      lines: [line('a', 's1'), line('b', 's2')],
      names: { s1: 'Ada' },
      speakers: ['Ada', 'Unknown Speaker 2'],
    },
    {
      name: 'the only speaker, unnamed, is Unknown Speaker',
      lines: [line('a', 's1'), line('b', 's1')],
      names: {},
      speakers: ['Unknown Speaker', 'Unknown Speaker'],
    },
    {
      name: 'two unnamed speakers stay apart, numbered by first line',
      lines: [line('a', 's2'), line('b', 's1'), line('c', 's2')],
      names: {},
      speakers: ['Unknown Speaker 1', 'Unknown Speaker 2', 'Unknown Speaker 1'],
    },
    {
      name: 'a line without a speaker stays without one',
      lines: [line('a')],
      names: {},
      speakers: [undefined],
    },
  ] as {
    name: string;
    lines: TranscriptLine[];
    names: Record<string, string>;
    speakers: (string | undefined)[];
  }[])('$name', ({ lines, names, speakers }) => {
    expect(linesToCues(lines, names, 'Unknown Speaker').map((cue) => cue.speaker)).toEqual(
      speakers,
    );
  });

  it('escapes the three characters cue markup gives a meaning', () => {
    expect(linesToCues([line('Tom & Jerry <live>')], {}, 'Unknown Speaker')[0]?.text).toBe(
      'Tom &amp; Jerry &lt;live&gt;',
    );
  });
});
