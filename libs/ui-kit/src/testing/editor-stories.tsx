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
