import { VOICE_START, type VoiceTurn, voiceTurns } from './voice-turns.js';

/**
 * The voice turns of a cue whose text names a voice that its `speaker` does not: several voices
 * ('<v A>Hi</v>\n<v B>Yes</v>'), a voice after text of nobody's ('Narr <v Bob>x</v>'), or one
 * voice in a cue without a speaker ('<v Bob>a</v><v Bob>b</v>', which is not one whole-cue span);
 * undefined when the text names nobody or only the cue's speaker. These are the cues whose
 * voices a format must name in their text, or in its one speaker field when one voice speaks
 * alone (see singleVoice).
 */
export function namedVoiceTurns(
  text: string,
  speaker: string | undefined,
): VoiceTurn[] | undefined {
  if (!VOICE_START.test(text)) return undefined;
  const turns = voiceTurns(text, speaker);
  return turns.some((turn) => turn.speaker !== undefined && turn.speaker !== speaker)
    ? turns
    : undefined;
}

/** The name of the one voice that says all of a cue's text, when namedVoiceTurns gave one turn. */
export function singleVoice(turns: readonly VoiceTurn[]): string | undefined {
  return turns.length === 1 ? turns[0]?.speaker : undefined;
}

const ENDS_LINE = /\n[ \t]*$/;

/** What separated a turn from the next in the cue text: a line break or a space. */
export function endsWithLineBreak(turn: VoiceTurn): boolean {
  return ENDS_LINE.test(turn.text);
}
