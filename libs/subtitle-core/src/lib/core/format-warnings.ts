import { isCommentCue, isDrawingCue } from '../ass/ass-cue.js';
import { namedVoiceTurns, singleVoice } from './several-voices.js';
import type { VoiceTurn } from './voice-turns.js';
import type { Cue, FormatOptions, FormatWarning, SubtitleFormat } from './types.js';

/** Whether the target writes the names of these voice turns of a cue with these options. */
function keepsVoices(to: SubtitleFormat, options: FormatOptions, turns: VoiceTurn[]): boolean {
  switch (to) {
    case 'srt':
      return options.speakers === true;
    case 'vtt':
      return options.plainText !== true;
    case 'ass':
    case 'ssa':
      // One voice goes to the Name field, which plain text keeps too.
      return options.plainText !== true || singleVoice(turns) !== undefined;
    case 'ttml':
      return options.speakers !== false && options.plainText !== true;
    default:
      return options.speakers !== false;
  }
}

function voicesDropped(index: number, to: SubtitleFormat, turns: VoiceTurn[]): FormatWarning {
  const names = [...new Set(turns.flatMap((turn) => turn.speaker ?? []))];
  const [voices, them] =
    names.length === 1
      ? [`voice ${names[0] ?? ''} is`, 'it']
      : [`voices ${names.join(', ')} are`, 'them'];
  return {
    code: 'voices-dropped',
    cueIndex: index,
    message: `Cue ${index + 1}: the ${voices} not named in the ${to.toUpperCase()} output, which cannot hold ${them} with these options`,
  };
}

/**
 * Reports to options.onWarning what writing `cues` as `to` leaves out (see FormatWarning): the
 * voices a cue's text names that the output cannot name (see namedVoiceTurns), and ASS drawings,
 * which only ASS can show. Nothing is looked at without a listener, so formatting costs the same
 * as before.
 */
export function reportFormatWarnings(
  cues: readonly Cue[],
  to: SubtitleFormat,
  options: FormatOptions,
): void {
  const onWarning = options.onWarning;
  if (onWarning === undefined) return;
  const keepsDrawings = to === 'ass' || to === 'ssa';
  for (let index = 0; index < cues.length; index++) {
    const cue = cues[index];
    // ASS comments are written by no format but ASS, which keeps voices.
    if (cue === undefined || isCommentCue(cue)) continue;
    if (!keepsDrawings && isDrawingCue(cue)) {
      onWarning({
        code: 'drawings-dropped',
        cueIndex: index,
        message: `Cue ${index + 1}: an ASS drawing, not text, is left out of the ${to.toUpperCase()} output`,
      });
      continue;
    }
    const turns = namedVoiceTurns(cue.text, cue.speaker);
    if (turns !== undefined && !keepsVoices(to, options, turns)) {
      onWarning(voicesDropped(index, to, turns));
    }
  }
}
