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
  try {
    const cues = reflow([{ start: 0, end: 1, text: cueText }], {
      lang: language,
      maxLines: ANY_LINE_COUNT,
    });
    return cues.map((cue) => cue.text).join('\n');
  } catch {
    return cueText;
  }
}
