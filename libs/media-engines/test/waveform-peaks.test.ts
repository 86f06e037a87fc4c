import { describe, expect, inject, it } from 'vitest';
import { waveformPeaks } from '../src/index.js';

const fixtures = inject('mediaFixtures');

/** ffmpeg's sine source plays at 1/8 of full scale. */
const SINE_AMPLITUDE = 4095 / 32768;

function pairs(peaks: Float32Array): [number, number][] {
  const result: [number, number][] = [];
  for (let i = 0; i < peaks.length; i += 2) result.push([peaks[i] ?? NaN, peaks[i + 1] ?? NaN]);
  return result;
}

describe('waveformPeaks', () => {
  it.each([1, 10, 50, 100, 1000])('gives one min/max pair per 1/%i s', async (peaksPerSecond) => {
    const { peaks } = await waveformPeaks(fixtures.toneWav, { peaksPerSecond });
    expect(peaks.length).toBe(2 * 3 * peaksPerSecond);
  });

  it('spans the sine from its trough to its crest in every pair', async () => {
    const { peaks } = await waveformPeaks(fixtures.toneMp3, { peaksPerSecond: 20 });
    // The MP3 encoder's start-up delay makes the first pair quieter: judge the steady part.
    for (const [min, max] of pairs(peaks).slice(1, -1)) {
      expect(min).toBeCloseTo(-SINE_AMPLITUDE, 1);
      expect(max).toBeCloseTo(SINE_AMPLITUDE, 1);
    }
  });

  it('is flat at zero over silence', async () => {
    const { peaks } = await waveformPeaks(fixtures.silenceWav, { peaksPerSecond: 10 });
    expect(peaks.length).toBe(2 * 2 * 10);
    expect(Math.max(...peaks.map(Math.abs))).toBe(0);
  });

  it('follows the sound where it stops', async () => {
    const { peaks } = await waveformPeaks(fixtures.toneThenSilenceWav, { peaksPerSecond: 4 });
    const loudness = pairs(peaks).map(([min, max]) => max - min);
    expect(loudness).toHaveLength(12);
    // 1.5 s of tone: 6 pairs, the sixth straddling the end; then silence.
    for (const value of loudness.slice(0, 5)) expect(value).toBeCloseTo(2 * SINE_AMPLITUDE, 2);
    for (const value of loudness.slice(7)) expect(value).toBe(0);
  });

  it('reads the sound of a video', async () => {
    const { peaks, peaksPerSecond } = await waveformPeaks(fixtures.clipMp4, { peaksPerSecond: 5 });
    expect(peaksPerSecond).toBe(5);
    // AAC adds a priming frame: 4 s of sound may decode to one extra pair.
    expect(peaks.length / 2).toBeGreaterThanOrEqual(20);
    expect(peaks.length / 2).toBeLessThanOrEqual(21);
  });

  it.each([0, -5, 1.5, 1001, Number.NaN])('refuses %s peaks per second', async (peaksPerSecond) => {
    await expect(waveformPeaks(fixtures.toneWav, { peaksPerSecond })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  it.each([
    ['a video without sound', fixtures.silentClipMp4, 'no-audio-stream'],
    ['a text file named .mp4', fixtures.textAsMp4, 'not-media'],
  ])('refuses %s', async (_label, input, code) => {
    await expect(waveformPeaks(input, { peaksPerSecond: 10 })).rejects.toMatchObject({ code });
  });
});
