import { ENTITY_PATTERN, stripTags } from '../core/markup.js';

// The tags SubRip players render. Anything else that starts with '<' is text.
const SRT_TAG_START = /^<\/?(?:i|b|u|font)(?=[\s>])[^<>\n]*>/i;
const KNOWN_ENTITY = /^&(?:amp|lt|gt|nbsp|lrm|rlm|quot|apos|#\d+|#x[0-9a-f]+);/i;
// After '&lt;' in written text: would a reader take '<' plus this for a tag?
const TAG_AFTER_LT = /^\/?(?:i|b|u|font)(?:[\s>]|&gt;)/i;

/**
 * SubRip text is plain text with a few HTML-like tags, while cue text is markup: a '<' or '&'
 * that starts no SRT tag or character reference is escaped, so that 'a < b > c' or 'Tom & Jerry'
 * reads and converts as written.
 */
export function srtTextToCueText(raw: string): string {
  if (!raw.includes('<') && !raw.includes('&')) return raw;
  let out = '';
  let from = 0;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 60 /* < */) {
      if (SRT_TAG_START.test(raw.slice(i, i + 200))) continue;
      out += raw.slice(from, i) + '&lt;';
      from = i + 1;
    } else if (c === 38 /* & */) {
      if (KNOWN_ENTITY.test(raw.slice(i, i + 12))) continue;
      out += raw.slice(from, i) + '&amp;';
      from = i + 1;
    }
  }
  return out + raw.slice(from);
}

/**
 * The inverse for writing: players show SubRip text as is, so character references are decoded,
 * except a '&lt;' whose '<' would make a reader see an SRT tag.
 */
export function cueTextToSrtText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY_PATTERN, (reference: string, _name: string, offset: number) => {
    if (
      reference.toLowerCase() === '&lt;' &&
      TAG_AFTER_LT.test(text.slice(offset + 4, offset + 12))
    ) {
      return reference;
    }
    return stripTags(reference);
  });
}
