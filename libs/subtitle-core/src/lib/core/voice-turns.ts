import { decodeCharacterReferences } from './character-references.js';
import { TAG_PATTERN } from './markup.js';

/** One speaker's part of a cue's text. */
export interface VoiceTurn {
  /** The voice's name, or the cue's speaker outside any named voice; undefined when neither says. */
  speaker: string | undefined;
  /** The part's cue text, voice tags removed and other markup kept. */
  text: string;
}

/** A WebVTT voice start tag: '<v Name>', '<v.class Name>', '<v>'. */
/** Where a text has a voice span (<v ...>): no text without one needs more work. */
export const VOICE_START = /<v[\s.>]/;
const VOICE_START_TAG = /^<v[\s.>]/;
const VOICE_END = '</v>';
const ANNOTATION_SPACE = /[ \t\n\f]/;
const SPACE_RUNS = /[ \t\n\f]+/g;
const VISIBLE = /\S/;
// A dialogue dash ('- ', '– ') that opens a line: subtitlers put one before each speaker's
// line of a two-speaker cue, so it belongs to the voice that follows it.
const DASH_OPENING_LINE = /(?:^|\n)([ \t]*[-‐–—][ \t]*)$/;
const LEADING_DASH = /^[ \t]*[-‐–—][ \t]+/;

/**
 * The name a voice start tag gives ('<v.loud Alice  Smith>' gives 'Alice Smith'): its annotation
 * with white space collapsed and character references decoded; undefined when it has none.
 */
export function voiceName(tag: string): string | undefined {
  const inner = tag.slice(2, tag.endsWith('>') ? -1 : undefined);
  const space = inner.search(ANNOTATION_SPACE);
  if (space < 0) return undefined;
  const name = decodeCharacterReferences(inner.slice(space).replace(SPACE_RUNS, ' ').trim());
  return name === '' ? undefined : name;
}

/** What voiceTurns keeps while it walks a text. */
class TurnBuilder {
  readonly turns: VoiceTurn[] = [];
  private turn: VoiceTurn;
  /** Whether the current turn has visible text yet. */
  private spoken = false;
  /** A voice that takes over at the next visible text, and the markup met since it was named. */
  private waiting: string | undefined;
  private waitingText = '';

  constructor(speaker: string | undefined) {
    this.turn = { speaker, text: '' };
  }

  /** The voice now speaking changes to `speaker` (undefined: no name, the turn goes on). */
  voice(speaker: string | undefined): void {
    if (speaker === undefined || speaker === this.turn.speaker) {
      this.turn.text += this.waitingText;
      this.waiting = undefined;
      this.waitingText = '';
    } else {
      this.waiting = speaker;
    }
  }

  markup(tag: string): void {
    if (this.waiting === undefined) this.turn.text += tag;
    else this.waitingText += tag;
  }

  text(text: string): void {
    if (!VISIBLE.test(text)) {
      this.markup(text);
      return;
    }
    if (this.waiting !== undefined) {
      const dash = this.takeDialogueDash();
      if (this.spoken) {
        this.turns.push(this.turn);
        this.turn = { speaker: this.waiting, text: dash + this.waitingText + text.trimStart() };
      } else {
        // Nothing was said before: the first voice is the speaker of the cue's first turn.
        this.turn.speaker = this.waiting;
        this.turn.text += dash + this.waitingText + text;
      }
      this.waiting = undefined;
      this.waitingText = '';
    } else {
      this.turn.text += text;
    }
    this.spoken = true;
  }

  /**
   * The dialogue dash that ends the turn's text, taken out of it (''): the next voice's. A turn
   * that said nothing but the dash has not spoken, so the next voice is its speaker.
   */
  private takeDialogueDash(): string {
    const dash = DASH_OPENING_LINE.exec(this.turn.text)?.[1];
    if (dash === undefined) return '';
    this.turn.text = this.turn.text.slice(0, this.turn.text.length - dash.length);
    this.spoken = VISIBLE.test(this.turn.text);
    return dash;
  }

  finish(): VoiceTurn[] {
    this.turn.text += this.waitingText;
    this.turns.push(this.turn);
    return this.turns;
  }
}

/**
 * A cue's text split where the voice speaking changes ('<v Bob>First</v>\n<v Carol>Second</v>'
 * gives Bob 'First\n' and Carol 'Second'), so that formats which write a speaker in front of
 * the text can name each one. Text outside any named voice is the cue's `speaker`'s; a voice
 * that says nothing visible starts no turn. Voices nest as in WebVTT: '</v>' ends the innermost.
 * A text without voice tags is one turn with the cue's speaker.
 */
export function voiceTurns(text: string, speaker: string | undefined): VoiceTurn[] {
  if (!VOICE_START.test(text)) return [{ speaker, text }];
  const builder = new TurnBuilder(speaker);
  const open: Array<string | undefined> = [];
  // The innermost named voice speaks; '<v>' without a name leaves it to the one around it.
  const speaking = (): string | undefined => {
    for (let k = open.length - 1; k >= 0; k--) if (open[k] !== undefined) return open[k];
    return speaker;
  };
  let from = 0;
  for (const match of text.matchAll(TAG_PATTERN)) {
    const tag = match[0];
    if (match.index > from) builder.text(text.slice(from, match.index));
    from = match.index + tag.length;
    if (VOICE_START_TAG.test(tag)) {
      open.push(voiceName(tag));
      builder.voice(speaking());
    } else if (tag === VOICE_END && open.length > 0) {
      open.pop();
      builder.voice(speaking());
    } else {
      builder.markup(tag);
    }
  }
  if (from < text.length) builder.text(text.slice(from));
  return builder.finish();
}

const dashLength = (text: string): number => LEADING_DASH.exec(text)?.[0].length ?? 0;

/** A turn's text with `label` in front of it, after the dialogue dash that opens it ('- Bob: Yes'). */
export function labelTurn(text: string, label: string): string {
  const dash = dashLength(text);
  return text.slice(0, dash) + label + text.slice(dash);
}

/** A turn's text after the dialogue dash that opens it, if one does. */
export const withoutDialogueDash = (text: string): string => text.slice(dashLength(text));

/**
 * Turns written back as one text, each after the first on a line of its own behind
 * `label(speaker)` (a turn without a speaker gets no label).
 */
export function joinTurns(turns: readonly VoiceTurn[], label: (speaker: string) => string): string {
  let out = turns[0]?.text ?? '';
  for (let k = 1; k < turns.length; k++) {
    const turn = turns[k] as VoiceTurn;
    const text = turn.speaker === undefined ? turn.text : labelTurn(turn.text, label(turn.speaker));
    out = `${out.trimEnd()}\n${text}`;
  }
  return out;
}
