import type { Cue, CueSettings, Word } from '../core/types.js';

function cloneSettings(settings: CueSettings): CueSettings {
  if (settings.kind === 'ass' && settings.extra)
    return { ...settings, extra: { ...settings.extra } };
  return { ...settings };
}

/**
 * A copy of a cue that shares nothing mutable with it, so that editing functions can return
 * new cues while promising never to change their input. `words` replaces the cue's words
 * (copied too); null leaves the copy without words.
 */
export function cloneCue(cue: Cue, words?: readonly Word[] | null): Cue {
  const copy: Cue = { ...cue };
  if (cue.settings) copy.settings = cloneSettings(cue.settings);
  const source = words === undefined ? cue.words : words;
  if (source) copy.words = source.map((word) => ({ ...word }));
  else delete copy.words;
  return copy;
}
