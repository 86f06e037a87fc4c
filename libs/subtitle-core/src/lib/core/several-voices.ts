import { VOICE_START, type VoiceTurn, voiceTurns } from './voice-turns.js';

/**
 * The voice turns of a cue in which more than one named voice speaks ('<v A>Hi</v>\n<v B>Yes</v>'),
 * undefined for a cue of one voice or none: the cues whose voices a format must name one by one.
 */
export function severalVoiceTurns(
  text: string,
  speaker: string | undefined,
): VoiceTurn[] | undefined {
  if (!VOICE_START.test(text)) return undefined;
  const turns = voiceTurns(text, speaker);
  const first = turns.find((turn) => turn.speaker !== undefined)?.speaker;
  if (first === undefined) return undefined;
  return turns.some((turn) => turn.speaker !== undefined && turn.speaker !== first)
    ? turns
    : undefined;
}

const ENDS_LINE = /\n[ \t]*$/;

/** What separated a turn from the next in the cue text: a line break or a space. */
export function endsWithLineBreak(turn: VoiceTurn): boolean {
  return ENDS_LINE.test(turn.text);
}
