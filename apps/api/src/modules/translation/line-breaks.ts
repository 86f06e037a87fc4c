import { reflow } from '@captio/subtitle-core';

/** More lines than any cue's translation needs: reflow then never cuts a cue in two. */
const ANY_LINE_COUNT = 20;

/**
 * A cue of several lines goes to the engine as one sentence (engineText), so its translation
 * comes back on one line, often longer than a line may be in the target language. It is broken
 * again as a subtitle editor would (subtitle-core's reflow: the language's line length, even
 * lines, breaks after a sentence or clause), and stays one cue. A cue of one line stays as the
 * engine wrote it, as does a language reflow does not know.
 */
export function brokenLikeSource(source: string, cueText: string, language: string): string {
  if (!source.includes('\n') || cueText.includes('\n')) return cueText;
  const text = dialogueLines(source, cueText);
  try {
    const cues = reflow([{ start: 0, end: 1, text }], {
      lang: language,
      maxLines: ANY_LINE_COUNT,
    });
    return cues.map((cue) => cue.text).join('\n');
  } catch {
    return text;
  }
}

// A line that opens with a dialogue dash, markup before it allowed ('<i>- Wait!').
const DIALOGUE_LINE = /^(?:<[^>]+>)*[-‐–—]\s/;
// Where a later speaker's line starts in a translation on one line: the space before its dash.
const BEFORE_A_DASH = /\s+(?=(?:<[^>]+>)*[-‐–—]\s)/g;

/**
 * A two-speaker cue ('- Wait!\n- No.') whose translation came back on one line, with each
 * speaker's line on a line of its own again, as subtitles show a dialogue: reflow keeps a line
 * that opens with a dash. Unchanged when the dashes do not line up with the source's lines.
 */
function dialogueLines(source: string, cueText: string): string {
  const lines = source.split('\n');
  if (lines.length < 2 || !lines.every((line) => DIALOGUE_LINE.test(line.trimStart()))) {
    return cueText;
  }
  const breaks = [...cueText.matchAll(BEFORE_A_DASH)].filter((match) => match.index > 0);
  if (breaks.length !== lines.length - 1) return cueText;
  return cueText.replace(BEFORE_A_DASH, (space, at: number) => (at > 0 ? '\n' : space));
}

// A space an engine left before the closing tag of a word followed by punctuation:
// '<b>Alice </b>.' shows as 'Alice .'.
const SPACE_BEFORE_CLOSING_TAG = /\s+((?:<\/[^>]+>)+)(?=[.,!?;:…)»」』])/g;

/** An engine's cue text without the spaces its markup left before punctuation. */
export function tidiedMarkup(text: string): string {
  return text.replace(SPACE_BEFORE_CLOSING_TAG, '$1');
}
