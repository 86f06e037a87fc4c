import { describe, expect, it } from 'vitest';
import { parseWordTimes } from './parse-word-times.js';

// What pocketsphinx_continuous -time yes printed for espeak-ng saying "Please call the doctor".
const OUTPUT = `please call a doctor
<s> 0.000 0.060 0.999400
please 0.070 0.480 0.473508
[NOISE] 0.490 0.520 0.100000
call 0.530 0.930 0.704871
<sil> 0.940 1.200 0.999800
a 1.210 1.280 0.013029
++UH++ 1.290 1.300 0.500000
doctor(2) 1.310 1.640 4.288e-03
</s> 1.650 1.960 1.000000
`;

describe('parseWordTimes', () => {
  it('keeps the words with their times in ms, drops markers and pronunciation numbers', () => {
    expect(parseWordTimes(OUTPUT, 5000)).toEqual([
      { text: 'please', start: 70, end: 480, confidence: 0.473508 },
      { text: 'call', start: 530, end: 930, confidence: 0.704871 },
      { text: 'a', start: 1210, end: 1280, confidence: 0.013029 },
      { text: 'doctor', start: 1310, end: 1640, confidence: 0.004288 },
    ]);
  });

  it('clamps times to the length of the audio', () => {
    expect(parseWordTimes('word 1.200 1.900 0.9\n', 1500)).toEqual([
      { text: 'word', start: 1200, end: 1500, confidence: 0.9 },
    ]);
  });

  it('ignores the hypothesis line and anything else', () => {
    expect(parseWordTimes('hello world\nINFO: something 1 2\n\n', 5000)).toEqual([]);
  });
});
