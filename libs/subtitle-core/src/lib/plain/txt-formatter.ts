import { stripTags } from '../core/markup.js';
import type { Cue, FormatOptions } from '../core/types.js';
import { formatTimestamp } from '../time/timestamp.js';
import { contentLines } from './plain-text.js';
import { speakerLabel } from './speaker.js';
import { escapeLine } from './txt-lines.js';

const LINE_BREAKS = /\s*[\r\n]+\s*/g;

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
 * 'Speaker: ' prefix; options.title (or header.title) the underlined title. Markup is removed.
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
    const lines = contentLines(stripTags(cue.text));
    const label = speakers ? speakerLabel(cue.speaker) : '';
    const first = lines[0] ?? '';
    let head: string;
    if (label !== '') head = first === '' ? `${label}:` : `${label}: ${first}`;
    else head = escapeLine(first);
    if (timestamps) {
      const range = `[${formatTimestamp(cue.start, 'vtt')} --> ${formatTimestamp(cue.end, 'vtt')}]`;
      head = head === '' ? range : `${range} ${head}`;
    } else if (head === '') {
      continue;
    }
    let block = head;
    for (let k = 1; k < lines.length; k++) block += '\n' + escapeLine(lines[k] ?? '');
    blocks.push(block);
  }
  return blocks.length === 0 ? '' : blocks.join('\n\n') + '\n';
}
