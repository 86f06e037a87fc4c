import type { Cue, FormatOptions } from '../core/types.js';
import { stripTags } from '../core/markup.js';
import { formatTimestamp } from '../time/timestamp.js';

// SubRip players render <i>, <b>, <u> and <font>; any other cue-text tag (<v>, <c>, <ruby>,
// <lang>, inline timestamps) would show as literal text, so it is dropped.
const FOREIGN_TAG = /<(?!\/?(?:i|b|u|font)(?:[\s>]|$))[^>\n]*>/gi;

function srtText(cue: Cue, options: FormatOptions): string {
  let text = cue.text;
  if (options.plainText) {
    text = stripTags(text);
  } else if (text.includes('<')) {
    text = text.replace(FOREIGN_TAG, '');
  }
  // A blank line would end the cue early.
  if (text.includes('\n\n') || text.startsWith('\n') || text.endsWith('\n')) {
    text = text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .join('\n');
  }
  if (cue.speaker && options.speakers !== false && !text.startsWith(`${cue.speaker}:`)) {
    text = `${cue.speaker}: ${text}`;
  }
  return text;
}

/** Writes SubRip with indexes from 1, comma millis, one blank line between cues. */
export function formatSrt(cues: readonly Cue[], options: FormatOptions = {}): string {
  let out = '';
  let index = 0;
  for (const cue of cues) {
    if (cue.settings?.kind === 'ass' && cue.settings.type === 'Comment') continue;
    index++;
    out +=
      `${index}\n${formatTimestamp(cue.start, 'srt')} --> ${formatTimestamp(cue.end, 'srt')}\n` +
      `${srtText(cue, options)}\n\n`;
  }
  return out;
}
