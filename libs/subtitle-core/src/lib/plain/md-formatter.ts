import { escapeCueText } from '../core/markup.js';
import { toPlainText } from '../core/plain-cue-text.js';
import { rubyAsText } from '../core/ruby.js';
import type { Cue, FormatOptions } from '../core/types.js';
import { joinTurns, voiceTurns } from '../core/voice-turns.js';
import { formatTimestamp } from '../time/timestamp.js';
import {
  closingStars,
  cueTextToMdLines,
  escapeLineStart,
  escapeMdText,
  readMdSpeaker,
} from './md-inline.js';
import { isSpeakerName, speakerLabel } from './speaker.js';

const LINE_BREAKS = /\s*[\r\n]+\s*/g;

/**
 * A first line that starts with bold text such as '**Note:**' would read back as a speaker; its
 * bold is written as HTML instead, which Markdown shows the same.
 */
function notASpeaker(line: string): string {
  if (!readMdSpeaker(line)) return line;
  const close = closingStars(line, 2);
  return `<b>${line.slice(2, close)}</b>${line.slice(close + 2)}`;
}

/** A later voice's name in front of its line, bold as the cue's speaker is. */
function boldLabel(speaker: string): string {
  const label = speakerLabel(speaker);
  return label === '' ? '' : `<b>${escapeCueText(label)}:</b> `;
}

/**
 * The cue's speaker and the cue text to write after it: ruby readings in parentheses, each later
 * voice (see voiceTurns) on a line of its own behind its bold name, and with plainText no
 * markup but those names.
 */
function mdCueText(
  cue: Cue,
  speakers: boolean,
  plainText: boolean,
): { speaker: string | undefined; text: string } {
  const text = rubyAsText(cue.text);
  const turns = speakers ? voiceTurns(text, cue.speaker) : [{ speaker: undefined, text }];
  if (plainText) {
    for (const turn of turns) turn.text = escapeCueText(toPlainText(turn.text));
  }
  return { speaker: turns[0]?.speaker, text: joinTurns(turns, boldLabel) };
}

/**
 * Writes a Markdown transcript, one paragraph per cue:
 *
 *     # Title
 *
 *     **[00:00:01.000 → 00:00:04.000]** **Speaker:** first line\
 *     second line
 *
 * options.timestamps (default true) adds the time range, options.speakers (default true) the
 * bold speaker (and each later voice's, in front of its line, for cues with several voices),
 * options.title (or header.title) the heading. Lines of a cue end with '\' (a Markdown hard line
 * break), so they render as lines and read back as one cue. <i> and <b> become '*' and '**' (when
 * properly nested), or are dropped with options.plainText; ruby readings are written in
 * parentheses; other markup is dropped; Markdown characters in the text are escaped. With
 * timestamps, parseMd reads back the same times, speakers and text (lines trimmed, empty ones
 * dropped). Without timestamps, cues with neither text nor speaker are left out.
 */
export function formatMd(cues: readonly Cue[], options: FormatOptions = {}): string {
  const timestamps = options.timestamps !== false;
  const speakers = options.speakers !== false;
  const plainText = options.plainText === true;
  const blocks: string[] = [];
  const title = (options.title ?? options.header?.title ?? '').replace(LINE_BREAKS, ' ').trim();
  if (title !== '') blocks.push(`# ${escapeMdText(title).replaceAll('#', '\\#')}`);

  for (const cue of cues) {
    const { speaker, text } = mdCueText(cue, speakers, plainText);
    const lines = cueTextToMdLines(text);
    for (let k = 1; k < lines.length; k++) lines[k] = escapeLineStart(lines[k] ?? '');
    const label = speakerLabel(speaker);
    let head = lines[0] ?? '';
    if (isSpeakerName(label)) {
      head = head === '' ? `**${escapeMdText(label)}:**` : `**${escapeMdText(label)}:** ${head}`;
    } else {
      // A name the parser would not take for a speaker ('1', '[x]') is written as plain text.
      if (label === '') head = notASpeaker(head);
      else head = head === '' ? `${escapeMdText(label)}:` : `${escapeMdText(label)}: ${head}`;
      if (!timestamps) head = escapeLineStart(head);
    }
    if (timestamps) {
      const range = `**[${formatTimestamp(cue.start, 'vtt')} → ${formatTimestamp(cue.end, 'vtt')}]**`;
      head = head === '' ? range : `${range} ${head}`;
    } else if (head === '') {
      continue;
    }
    lines[0] = head;
    blocks.push(lines.join('\\\n'));
  }
  return blocks.length === 0 ? '' : blocks.join('\n\n') + '\n';
}
