/** Reading speed used to give untimed text a duration (a comfortable adult rate for subtitles). */
export const READING_CHARS_PER_SECOND = 15;
/** No estimated cue is shorter than this, so one-word lines stay on screen long enough to read. */
export const MIN_ESTIMATED_DURATION_MS = 1000;

/** How long reading `text` takes at READING_CHARS_PER_SECOND, never under MIN_ESTIMATED_DURATION_MS. */
export function estimateDuration(text: string): number {
  return Math.max(
    MIN_ESTIMATED_DURATION_MS,
    Math.ceil((text.length * 1000) / READING_CHARS_PER_SECOND),
  );
}

/**
 * Turns text a person typed (txt, md, lrc) into cue text, whose markup is WebVTT style, so that
 * removeTags(plainToCueText(s)) === s and every other reader of cue text (the WebVTT and ASS
 * writers) sees no markup either: each '&' and '<' is escaped. Text without them comes back
 * unchanged, which is nearly all of it.
 */
export function plainToCueText(text: string): string {
  let out = text;
  if (out.includes('&')) out = out.replaceAll('&', '&amp;');
  if (out.includes('<')) out = out.replaceAll('<', '&lt;');
  return out;
}

/**
 * The lines of a cue text as the plain formats write them: each trimmed, empty ones dropped,
 * since a blank line would end the cue's paragraph. Lone CRs count as line breaks, and a NUL
 * put into a cue's text (parse() gives none) is written as U+FFFD, as parse() would read it.
 */
export function contentLines(text: string): string[] {
  const lines = (text.includes('\0') ? text.replaceAll('\0', '\uFFFD') : text).split(/\r\n?|\n/);
  const out: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed !== '') out.push(trimmed);
  }
  return out;
}
