import { describe, expect, it } from 'vitest';
import { scale } from './scale.js';
import { shift } from './shift.js';

const karaoke = { start: 3000, end: 5000, text: 'Hi <00:00:04.000>there <00:04.500>you' };

describe('WebVTT timestamp tags in cue text', () => {
  it('move with shift', () => {
    expect(shift([karaoke], 10_000)[0]?.text).toBe('Hi <00:00:14.000>there <00:00:14.500>you');
  });

  it('stretch with scale', () => {
    expect(scale([karaoke], 2)[0]?.text).toBe('Hi <00:00:08.000>there <00:00:09.000>you');
  });

  it('leave other tags and text alone', () => {
    const cue = { start: 0, end: 1000, text: '<i>a</i> <00:00:01,000> <v Bob>b' };
    expect(shift([cue], 500)[0]?.text).toBe(cue.text);
  });
});
