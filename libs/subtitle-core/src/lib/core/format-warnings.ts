import { isCommentCue } from '../ass/ass-cue.js';
import { severalVoiceTurns } from './several-voices.js';
import type { Cue, FormatOptions, FormatWarning, SubtitleFormat } from './types.js';

/** Whether the target writes the names of a cue's voices with these options. */
function keepsVoices(to: SubtitleFormat, options: FormatOptions): boolean {
  switch (to) {
    case 'srt':
      return options.speakers === true;
    case 'vtt':
    case 'ass':
    case 'ssa':
      return options.plainText !== true;
    case 'ttml':
      return options.speakers !== false && options.plainText !== true;
    default:
      return options.speakers !== false;
  }
}

/**
 * Reports to options.onWarning what writing `cues` as `to` leaves out (see FormatWarning).
 * Nothing is looked at without a listener, so formatting costs the same as before.
 */
export function reportFormatWarnings(
  cues: readonly Cue[],
  to: SubtitleFormat,
  options: FormatOptions,
): void {
  const onWarning = options.onWarning;
  if (onWarning === undefined || keepsVoices(to, options)) return;
  for (let index = 0; index < cues.length; index++) {
    const cue = cues[index];
    // ASS comments are written by no format but ASS, which keeps voices.
    if (cue === undefined || isCommentCue(cue)) continue;
    const turns = severalVoiceTurns(cue.text, cue.speaker);
    if (turns === undefined) continue;
    const names = [...new Set(turns.flatMap((turn) => turn.speaker ?? []))];
    const warning: FormatWarning = {
      code: 'voices-dropped',
      cueIndex: index,
      message: `Cue ${index + 1}: the voices ${names.join(', ')} are not named in the ${to.toUpperCase()} output, which cannot hold them with these options`,
    };
    onWarning(warning);
  }
}
