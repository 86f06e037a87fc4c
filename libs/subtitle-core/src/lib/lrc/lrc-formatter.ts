import { toPlainText } from '../core/plain-cue-text.js';
import { namedVoiceTurns } from '../core/several-voices.js';
import { labelTurn } from '../core/voice-turns.js';
import type { Cue, FormatOptions, Word } from '../core/types.js';
import { contentLines } from '../plain/plain-text.js';
import { formatTimestamp } from '../time/timestamp.js';
import { WORD_JOINER } from '../text/word-joiner.js';
import { readLrcOffset, readLrcTime } from './lrc-timestamp.js';

const WHITESPACE_RUN = /\s+/g;
const LINE_BREAKS = /[\r\n]+/g;

/** LRC times have centiseconds; cues are compared at that precision so what is written reads back the same. */
function centis(ms: number): number {
  return Math.round(Math.max(0, ms) / 10) * 10;
}

function stamp(ms: number): string {
  return formatTimestamp(ms, 'lrc');
}

function offsetOf(tags: ReadonlyArray<readonly [string, string]>): number {
  let offset = 0;
  for (const [key, value] of tags) {
    if (key.toLowerCase() === 'offset') offset = readLrcOffset(value) ?? offset;
  }
  return offset;
}

/**
 * The line with '<mm:ss.xx>' before each word, when the words are exactly the line's words in
 * order (whitespace between them aside); null otherwise, since stamps that do not match the
 * text would garble it. A trailing stamp is written when the last word ends before the line.
 */
function withWordTimes(
  line: string,
  words: readonly Word[],
  cueEnd: number,
  offset: number,
): string | null {
  let out = '';
  let pos = 0;
  for (const word of words) {
    const wordText = word.text.replace(WHITESPACE_RUN, ' ').trim();
    if (wordText === '' || wordText.includes('<')) return null;
    let next = pos;
    while (next < line.length && line.charCodeAt(next) === 32) next++;
    if (!line.startsWith(wordText, next)) return null;
    out += line.slice(pos, next) + `<${stamp(word.start + offset)}>` + wordText;
    pos = next + wordText.length;
  }
  if (line.slice(pos).trim() !== '') return null;
  const last = words[words.length - 1];
  if (last && centis(last.end) < centis(cueEnd)) out += ` <${stamp(last.end + offset)}>`;
  return out;
}

function plainLine(text: string): string {
  return contentLines(toPlainText(text)).join(' ');
}

/**
 * A cue's text on one LRC line. When its text names voices that its speaker does not (several,
 * or one: see namedVoiceTurns), each turn is written after its speaker's name ('A: Hi B: Yes',
 * as lyrics of duets are written): LRC has no voices, and without the names who sings what
 * would be lost. A cue whose only voice is its speaker is written without it, as LRC has no
 * place for a cue's speaker, unless the names were asked for (`speakers: true`, as an export
 * with speaker names does): then it is written in front of the text, as in the other formats.
 */
function lrcLine(cue: Cue, speakers: boolean, namesAsked: boolean): string {
  const turns = speakers ? namedVoiceTurns(cue.text, cue.speaker) : undefined;
  if (turns === undefined) {
    const text = plainLine(cue.text);
    const name = namesAsked ? cue.speaker?.replace(WHITESPACE_RUN, ' ').trim() : undefined;
    return name && text !== '' ? labelTurn(text, `${name}: `) : text;
  }
  return turns
    .map((turn) => {
      const text = plainLine(turn.text);
      if (text === '' || turn.speaker === undefined) return text;
      return labelTurn(text, `${turn.speaker.replace(WHITESPACE_RUN, ' ').trim()}: `);
    })
    .filter((text) => text !== '')
    .join(' ');
}

/**
 * Writes LRC: metadata tags first (header.lrcTags, plus [ti:] from the title when there is
 * none), then one '[mm:ss.xx]text' line per cue in time order. LRC is plain and one line per
 * cue: the text is plain (see toPlainText: markup removed, ruby readings in parentheses) and
 * the lines of a cue are joined with a space; speakers are not written (LRC has no place for
 * them), except in a cue of several voices or when `speakers: true` asks for them (see lrcLine). An empty '[mm:ss.xx]' line marks
 * where a cue ends when that is before the next cue starts, and after the last cue, so that
 * times read back the same.
 * Cues with no text are left out. Word times (cue.words) are written as enhanced LRC.
 */
/**
 * Text that an LRC reader would take for a word time ('<0:05>' in the words of a song) with a
 * word joiner after its '<', which the reader drops again (lrc-parser.ts).
 */
function withoutWordStamps(text: string): string {
  let out = '';
  let from = 0;
  for (let open = text.indexOf('<'); open >= 0; open = text.indexOf('<', open + 1)) {
    const close = text.indexOf('>', open + 1);
    if (close < 0) break;
    if (readLrcTime(text, open + 1, close) < 0) continue;
    out += text.slice(from, open + 1) + WORD_JOINER;
    from = open + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

export function formatLrc(cues: readonly Cue[], options: FormatOptions = {}): string {
  const tags = options.header?.lrcTags ?? [];
  const offset = offsetOf(tags);
  const out: string[] = [];
  for (const [key, value] of tags) out.push(`[${key}:${value.replace(LINE_BREAKS, ' ')}]`);
  const title = options.title ?? options.header?.title;
  if (title && !tags.some(([key]) => key.toLowerCase() === 'ti'))
    out.push(`[ti:${title.replace(LINE_BREAKS, ' ').trim()}]`);

  const speakers = options.speakers !== false;
  const lines: Array<{ cue: Cue; text: string }> = [];
  for (const cue of cues) {
    const text = lrcLine(cue, speakers, options.speakers === true);
    if (text !== '') lines.push({ cue, text });
  }
  lines.sort((a, b) => centis(a.cue.start) - centis(b.cue.start));

  for (let k = 0; k < lines.length; k++) {
    const line = lines[k];
    if (!line) continue;
    const { cue } = line;
    const start = centis(cue.start);
    const end = Math.max(start, centis(cue.end));
    let body = withoutWordStamps(line.text);
    if (cue.words && cue.words.length > 0)
      body = withWordTimes(body.replace(WHITESPACE_RUN, ' '), cue.words, end, offset) ?? body;
    // A space keeps text such as '[00:05] ...' from reading as a second time of the line.
    if (body.charCodeAt(0) === 91) body = ' ' + body;
    out.push(`[${stamp(start + offset)}]${body}`);
    const next = lines[k + 1];
    if (!next || end < centis(next.cue.start)) out.push(`[${stamp(end + offset)}]`);
  }
  return out.length === 0 ? '' : out.join('\n') + '\n';
}
