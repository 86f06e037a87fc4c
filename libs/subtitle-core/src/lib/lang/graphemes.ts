/*
 * Grapheme clusters (Unicode UAX #29): what a viewer sees as one character, such as an accented
 * letter written with a combining accent, a Devanagari conjunct, a flag (two regional
 * indicators) or a family emoji (several emoji joined by ZWJ). Line lengths, reading speeds and
 * line breaks count and cut these, never what is inside them.
 */

let segmenter: Intl.Segmenter | null | undefined;

/** The runtime's segmenter (every current browser, Node, Deno and Bun has one), or null. */
function graphemeSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl === 'object' && typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  return segmenter;
}

/**
 * Text made only of characters that never join another into one cluster under UAX #29:
 * Latin, Greek, Cyrillic, Hebrew and Arabic letters without their marks, punctuation and
 * symbols, kana, Han, Hangul syllables (jamo left out) and pictographs. Such text has one
 * cluster per code point (CR LF aside). A list of what is known not to join, rather than of
 * what joins: a character a newer Unicode version makes join (Unicode 16 added Prepend
 * letters) then still goes to the segmenter.
 */
const NEVER_JOINING =
  // eslint-disable-next-line no-control-regex -- control characters are clusters of their own
  /^[\u0000-\u02FF\u0370-\u0482\u048A-\u052F\u05D0-\u05F4\u060C\u061B\u061F\u0620-\u064A\u0660-\u066F\u0671-\u06D5\u1E00-\u1FFF\u2010-\u2027\u2030-\u205E\u2070-\u20CF\u2100-\u2BFF\u3000-\u3029\u3030-\u3098\u309B-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7A3\uF900-\uFAFF\uFF01-\uFF9D\p{Extended_Pictographic}\u{20000}-\u{3FFFF}]*$/u;

/** True when every code point of the text is a cluster of its own (CR LF aside). */
export function hasNoJoiningCharacters(text: string): boolean {
  return NEVER_JOINING.test(text);
}

/** The grapheme clusters of a text, in order; joined they give the text back. */
export function graphemeClusters(text: string): string[] {
  // Intl.Segmenter takes about a microsecond a cluster: most subtitle text needs none of it.
  if (hasNoJoiningCharacters(text)) return codePointClusters(text);
  return segmentedClusters(text);
}

/**
 * graphemeClusters of a text hasNoJoiningCharacters has turned down, by the segmenter: for a
 * caller that has run that test already, so that the text is not scanned twice.
 */
export function segmentedClusters(text: string): string[] {
  const found = graphemeSegmenter();
  if (found) return Array.from(found.segment(text), (piece) => piece.segment);
  return approximateGraphemeClusters(text);
}

/** One cluster per code point, CR LF as one. */
function codePointClusters(text: string): string[] {
  const clusters: string[] = [];
  for (const char of text) {
    if (char === '\n' && clusters[clusters.length - 1] === '\r')
      clusters[clusters.length - 1] = '\r\n';
    else clusters.push(char);
  }
  return clusters;
}

/** Marks, joiners, variation selectors and emoji tag characters, which extend what comes before. */
const EXTENDS = /^(?:\p{M}|\u200C|\u200D|[\u{E0020}-\u{E007F}])$/u;
const SKIN_TONE_FIRST = 0x1f3fb;
const SKIN_TONE_LAST = 0x1f3ff;
const REGIONAL_INDICATOR_FIRST = 0x1f1e6;
const REGIONAL_INDICATOR_LAST = 0x1f1ff;
const ZWJ = 0x200d;

function isRegionalIndicator(code: number): boolean {
  return code >= REGIONAL_INDICATOR_FIRST && code <= REGIONAL_INDICATOR_LAST;
}

/**
 * Grapheme clusters for a runtime without Intl.Segmenter: the common cases of UAX #29 (CR LF,
 * marks and variation selectors, skin tones, ZWJ sequences, flags as pairs of regional
 * indicators), not Hangul jamo or Indic conjuncts.
 */
export function approximateGraphemeClusters(text: string): string[] {
  const clusters: string[] = [];
  let current = '';
  let previous = -1;
  let regionalIndicators = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const joins =
      current !== '' &&
      ((previous === 13 && code === 10) ||
        EXTENDS.test(char) ||
        (code >= SKIN_TONE_FIRST && code <= SKIN_TONE_LAST) ||
        previous === ZWJ ||
        (isRegionalIndicator(code) && regionalIndicators % 2 === 1));
    if (!joins && current !== '') {
      clusters.push(current);
      current = '';
    }
    current += char;
    regionalIndicators = isRegionalIndicator(code) ? regionalIndicators + 1 : 0;
    previous = code;
  }
  if (current !== '') clusters.push(current);
  return clusters;
}
