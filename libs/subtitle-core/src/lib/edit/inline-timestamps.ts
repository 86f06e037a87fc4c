import { formatTimestamp } from '../time/timestamp.js';
import { parseVttTimestamp } from '../vtt/vtt-timestamp.js';

// A WebVTT cue timestamp tag inside cue text (karaoke-style timing): <00:01.500>, <01:02:03.456>.
const INLINE_TIMESTAMP = /<(\d{2,}:\d{2}:\d{2}\.\d{3}|\d{2}:\d{2}\.\d{3})>/g;

/**
 * Cue text may carry its own times (WebVTT timestamp tags); when cue times move, they move
 * with them, or they would point outside their cue.
 */
export function retimeInlineTimestamps(text: string, retime: (ms: number) => number): string {
  if (!text.includes('<')) return text;
  return text.replace(INLINE_TIMESTAMP, (tag: string, time: string) => {
    const ms = parseVttTimestamp(time);
    return ms === null ? tag : `<${formatTimestamp(retime(ms), 'vtt')}>`;
  });
}
