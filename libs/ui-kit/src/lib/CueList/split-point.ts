const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Where "split" cuts a text whose caret the person never placed (the button pressed without
 * clicking into the text first): the space nearest the middle, so each half keeps whole words;
 * when the text has no space (a CJK line, emoji), the boundary between two characters nearest
 * the middle, never inside one (an emoji is two UTF-16 units; half of one cannot be stored).
 * Always inside the text (1 to length - 1), or 0 for a text too short to split.
 */
export function defaultSplitPoint(text: string): number {
  if (text.length < 2) return 0;
  const middle = Math.floor(text.length / 2);
  for (let distance = 0; distance < middle; distance += 1) {
    for (const at of [middle - distance, middle + distance]) {
      if (at > 0 && at < text.length && /\s/.test(text[at] as string)) return at;
    }
  }
  let nearest = 0;
  for (const { index } of graphemes.segment(text)) {
    if (index > 0 && (nearest === 0 || Math.abs(index - middle) < Math.abs(nearest - middle))) {
      nearest = index;
    }
  }
  return nearest;
}
