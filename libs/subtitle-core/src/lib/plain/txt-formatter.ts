import { toPlainText } from '../core/plain-cue-text.js';
import type { Cue, FormatOptions } from '../core/types.js';
import { voiceTurns } from '../core/voice-turns.js';
import { formatTimestamp } from '../time/timestamp.js';
import { contentLines } from './plain-text.js';
import { speakerLabel } from './speaker.js';
import { escapeLine } from './txt-lines.js';

const LINE_BREAKS = /\s*[\r\n]+\s*/g;

/**
 * The lines of a cue as written, each speaker's turn (see voiceTurns) starting a line with
 * 'Speaker: '. Other lines that would read as a speaker or a timestamp are escaped (escapeLine).
 */
function labelledLines(cue: Cue): string[] {
  const lines: string[] = [];
  for (const turn of voiceTurns(cue.text, cue.speaker)) {
    const content = contentLines(toPlainText(turn.text));
    const label = speakerLabel(turn.speaker);
    const first = label === '' ? 0 : 1;
    if (label !== '')
      lines.push(content[0] === undefined ? `${label}:` : `${label}: ${content[0]}`);
    for (let k = first; k < content.length; k++) lines.push(escapeLine(content[k] ?? ''));
  }
  return lines;
}

/**
 * Writes a plain-text transcript, one paragraph per cue, blank lines between them:
 *
 *     Title
 *     =====
 *
 *     [00:00:01.000 --> 00:00:04.000] Speaker: first line
 *     second line
 *
 * options.timestamps (default true) adds the time range; options.speakers (default true) the
 * 'Speaker: ' prefix, and one in front of each later voice of a cue that has several, on a line
 * of its own (which parseTxt reads as a cue of its own); options.title (or header.title) the
 * underlined title. The text is plain (see toPlainText), so options.plainText changes nothing.
 * With timestamps, parseTxt reads back the same times, speakers and lines (lines are trimmed and
 * empty ones dropped, since a blank line ends a paragraph). A line that would read as a
 * timestamp or a speaker gets a leading backslash (see needsEscape). Without timestamps, cues
 * with neither text nor speaker are left out.
 */
export function formatTxt(cues: readonly Cue[], options: FormatOptions = {}): string {
  const timestamps = options.timestamps !== false;
  const speakers = options.speakers !== false;
  const blocks: string[] = [];
  const title = (options.title ?? options.header?.title ?? '').replace(LINE_BREAKS, ' ').trim();
  if (title !== '') blocks.push(`${title}\n${'='.repeat(Math.min(80, Math.max(3, title.length)))}`);

  for (const cue of cues) {
    const lines = speakers
      ? labelledLines(cue)
      : contentLines(toPlainText(cue.text)).map(escapeLine);
    let head = lines[0] ?? '';
    if (timestamps) {
      const range = `[${formatTimestamp(cue.start, 'vtt')} --> ${formatTimestamp(cue.end, 'vtt')}]`;
      head = head === '' ? range : `${range} ${head}`;
    } else if (head === '') {
      continue;
    }
    lines[0] = head;
    blocks.push(lines.join('\n'));
  }
  return blocks.length === 0 ? '' : blocks.join('\n\n') + '\n';
}
