import { endsWithLineBreak, namedVoiceTurns, singleVoice } from '../core/several-voices.js';
import { labelTurn, type VoiceTurn } from '../core/voice-turns.js';
import { cueTextToAssText } from './ass-markup.js';

/** A name as it can stand in a comment block: no braces, backslashes or angle brackets. */
function commentSafe(name: string): string {
  return name.replace(/[{}\\<>]/g, '').trim();
}

/**
 * Cue text as an ASS Text field, keeping the voices its speaker does not name (see
 * namedVoiceTurns): ASS gives an event one speaker (the Name field), so a cue in which more than
 * one voice speaks, or a voice after text of nobody's, stays one event, each voice's turn
 * preceded by the comment block {<v Name>}, which renderers do not draw and the reader turns
 * back into the voice. One event per voice would not show the same: libass and VSFilter stack
 * events shown at once upwards in file order, so the second voice would appear above the first.
 */
export function cueTextToAssTextWithVoices(text: string, speaker: string | undefined): string {
  const turns = namedVoiceTurns(text, speaker);
  // One voice says it all: the Name field names it (see assSpeaker).
  if (turns === undefined || singleVoice(turns) !== undefined) return cueTextToAssText(text);
  let out = '';
  let previous: VoiceTurn | undefined;
  for (const turn of turns) {
    if (previous !== undefined) out += endsWithLineBreak(previous) ? '\\N' : ' ';
    const name = turn.speaker === undefined ? '' : commentSafe(turn.speaker);
    // The space or line break before the next turn is written above, as \N or one space.
    const assText = cueTextToAssText(
      turn === turns[turns.length - 1] ? turn.text : turn.text.trimEnd(),
    );
    out += name === '' ? assText : labelTurn(assText, `{<v ${name}>}`);
    previous = turn;
  }
  return out;
}

/**
 * The Name field of an event written from a cue: its speaker, else the one voice that says all
 * of its text ('<v Bob>a</v><v Bob>b</v>'); undefined when neither.
 */
export function assSpeaker(text: string, speaker: string | undefined): string | undefined {
  if (speaker !== undefined) return speaker;
  const turns = namedVoiceTurns(text, undefined);
  return turns === undefined ? undefined : singleVoice(turns);
}
