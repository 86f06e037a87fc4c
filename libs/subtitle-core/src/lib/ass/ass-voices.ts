import { endsWithLineBreak, severalVoiceTurns } from '../core/several-voices.js';
import { cueTextToAssText } from './ass-markup.js';

/** A name as it can stand in a comment block: no braces, backslashes or angle brackets. */
function commentSafe(name: string): string {
  return name.replace(/[{}\\<>]/g, '').trim();
}

/**
 * Cue text as an ASS Text field, keeping several voices: ASS gives an event one speaker (the
 * Name field), so a cue in which more than one voice speaks stays one event, each voice's turn
 * preceded by the comment block {<v Name>}, which renderers do not draw and the reader turns
 * back into the voice. One event per voice would not show the same: libass and VSFilter stack
 * events shown at once upwards in file order, so the second voice would appear above the first.
 */
export function cueTextToAssTextWithVoices(text: string, speaker: string | undefined): string {
  const turns = severalVoiceTurns(text, speaker);
  if (turns === undefined) return cueTextToAssText(text);
  let out = '';
  for (let k = 0; k < turns.length; k++) {
    const turn = turns[k];
    if (turn === undefined) continue;
    if (k > 0) out += endsWithLineBreak(turns[k - 1] ?? turn) ? '\\N' : ' ';
    const name = turn.speaker === undefined ? '' : commentSafe(turn.speaker);
    if (name !== '') out += `{<v ${name}>}`;
    out += cueTextToAssText(k < turns.length - 1 ? turn.text.trimEnd() : turn.text);
  }
  return out;
}
