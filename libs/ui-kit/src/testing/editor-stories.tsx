// Story helpers (Storybook only): the page's side of the controlled editor parts, kept as
// small as the stories need. The real editing (undo, autosave, reflow) lives in apps/web.
import type { Cue } from '@captio/subtitle-core';
import { useState } from 'react';

/** What the stories' cue state offers: the cues and the edits the CueList reports. */
export interface CueEditing {
  cues: Cue[];
  setCues: (cues: Cue[]) => void;
  onTextChange: (index: number, text: string) => void;
  onTimingChange: (index: number, start: number, end: number) => void;
  onSplit: (index: number, caret: number) => void;
  onMergeNext: (index: number) => void;
  onDelete: (index: number) => void;
}

/** Cue state for a story, applying edits the simple way: a new array, the other cues kept. */
export function useCueEditing(initial: readonly Cue[]): CueEditing {
  const [cues, setCues] = useState<Cue[]>(() => [...initial]);
  const replace = (index: number, ...replacement: Cue[]) =>
    setCues((now) => [...now.slice(0, index), ...replacement, ...now.slice(index + 1)]);
  return {
    cues,
    setCues,
    onTextChange: (index, text) =>
      setCues((now) => now.map((cue, i) => (i === index ? { ...cue, text } : cue))),
    onTimingChange: (index, start, end) =>
      setCues((now) => now.map((cue, i) => (i === index ? { ...cue, start, end } : cue))),
    onSplit: (index, caret) => {
      const cue = cues[index];
      if (!cue || caret <= 0 || caret >= cue.text.length) return;
      // The time is shared in proportion to the text on each side.
      const at = Math.round(cue.start + ((cue.end - cue.start) * caret) / cue.text.length);
      replace(
        index,
        { ...cue, end: at, text: cue.text.slice(0, caret).trim() },
        { ...cue, start: at, text: cue.text.slice(caret).trim() },
      );
    },
    onMergeNext: (index) => {
      const cue = cues[index];
      const next = cues[index + 1];
      if (!cue || !next) return;
      setCues((now) => [
        ...now.slice(0, index),
        { ...cue, end: next.end, text: `${cue.text} ${next.text}` },
        ...now.slice(index + 2),
      ]);
    },
    onDelete: (index) => setCues((now) => now.filter((_, i) => i !== index)),
  };
}

/**
 * A real, playable WAV (16-bit mono PCM) of a tone pulsing like speech: media for stories that
 * need the page's own audio element, made here so that no file is fetched.
 */
export function speechLikeWav(durationMs: number, sampleRate = 8000): Blob {
  const samples = Math.round((durationMs / 1000) * sampleRate);
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const ascii = (at: number, text: string) =>
    [...text].forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i += 1) {
    const t = i / sampleRate;
    const envelope = Math.abs(Math.sin(t * Math.PI * 4.2)) * (t % 3 < 2.5 ? 1 : 0.05);
    view.setInt16(
      44 + i * 2,
      Math.round(Math.sin(t * 2 * Math.PI * 220) * envelope * 12_000),
      true,
    );
  }
  return new Blob([buffer], { type: 'audio/wav' });
}
