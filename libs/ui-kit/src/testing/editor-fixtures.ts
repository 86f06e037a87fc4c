// A transcript shaped like the worker's output (subtitle-core cues, times in ms, speakers), of
// any length, and waveform peaks for it: the editor's stories and tests share them.
import type { Cue } from '@captio/subtitle-core';

export const EDITOR_SPEAKERS = ['Ana Silva', 'Ben Okafor', 'Chen Wei'] as const;

const LINES = [
  'Welcome back to the show.',
  'Today we talk about how cities sound at night.',
  'I recorded this on a bridge, just after the last train.',
  'You can hear the river under the traffic.',
  'That hum is the power station, three kilometres away.',
  'Most people stop hearing it after a week.',
  'So what changed when the factory closed?',
  'The birds came back first, then the complaints about the birds.',
  'We measured sixty-two decibels at midnight.',
  'That is louder than a quiet office.',
  'Let us listen to the next clip.',
  'This one is from the market, early on a Sunday.',
];

/**
 * `count` cues of 2.5 s every 3 s (a three-hour transcript is 3,600 of them), speakers taking
 * turns every few cues, with one cue in each dozen left without a speaker. Deterministic, so
 * story tests can name a cue by its text.
 */
export function editorCues(count: number): Cue[] {
  return Array.from({ length: count }, (_, index) => {
    const cue: Cue = {
      start: index * 3000,
      end: index * 3000 + 2500,
      text: LINES[index % LINES.length] as string,
    };
    if (index % 12 !== 11) cue.speaker = EDITOR_SPEAKERS[Math.floor(index / 4) % 3];
    return cue;
  });
}

/**
 * Peaks of speech-like audio, `perSecond` values per second from 0 to 1: syllables (~4 Hz)
 * under a slower phrase envelope, with pauses in the gaps between cues.
 */
export function editorPeaks(durationMs: number, perSecond = 50): number[] {
  const count = Math.ceil((durationMs / 1000) * perSecond);
  return Array.from({ length: count }, (_, i) => {
    const t = i / perSecond;
    const inCue = t % 3 < 2.5 ? 1 : 0.08;
    const syllables = 0.55 + 0.45 * Math.abs(Math.sin(t * Math.PI * 4.2));
    const phrase = 0.6 + 0.4 * Math.sin(t * 0.9);
    return Math.round(inCue * syllables * phrase * 1000) / 1000;
  });
}
