import { TAG_PATTERN } from './markup.js';

/** A '<ruby>' start tag, with or without classes ('<ruby.x>') or an annotation. */
const RUBY_START = /^<ruby[\s.>]/;
/** An '<rt>' start tag, likewise. */
const RT_START = /^<rt[\s.>]/;

const OPEN_PAREN = '(';
const CLOSE_PAREN = ')';

/**
 * Cue text for a format without ruby: each reading in parentheses after its base text, as HTML's
 * <rp> fallback shows it and as plain Japanese text writes furigana ('<ruby>漢<rt>kan</rt></ruby>'
 * gives '漢(kan)', '<ruby>漢<rt>kan</rt>字<rt>ji</rt></ruby>' gives '漢(kan)字(ji)'). The ruby
 * tags go; other markup stays. As in WebVTT, an <rt> counts only inside a <ruby>, and a reading
 * left open ends with its ruby or the cue. Empty readings are dropped.
 */
export function rubyAsText(text: string): string {
  if (!text.includes('<ruby')) return text;
  let out = '';
  let from = 0;
  let rubies = 0;
  // Where the open reading's '(' is in `out`, -1 when no reading is open.
  let readingAt = -1;
  const endReading = (): void => {
    if (readingAt < 0) return;
    // Nothing after '(' (no text, no tag): the reading was empty.
    out = out.length === readingAt + 1 ? out.slice(0, readingAt) : out + CLOSE_PAREN;
    readingAt = -1;
  };
  for (const match of text.matchAll(TAG_PATTERN)) {
    const tag = match[0];
    out += text.slice(from, match.index);
    from = match.index + tag.length;
    if (RUBY_START.test(tag)) {
      rubies++;
    } else if (tag === '</ruby>') {
      if (rubies > 0) rubies--;
      endReading();
    } else if (RT_START.test(tag) && rubies > 0) {
      endReading();
      readingAt = out.length;
      out += OPEN_PAREN;
    } else if (tag === '</rt>' && readingAt >= 0) {
      endReading();
    } else {
      out += tag;
    }
  }
  out += text.slice(from);
  endReading();
  return out;
}
