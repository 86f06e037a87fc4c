import { escapeCueText } from '@captio/subtitle-core';
import { EngineError } from '../../engine-error.js';
import { simpleMarkup, tidyMarkup } from '../simple-markup.js';

/**
 * Apertium's plain-text mode treats its whole input as one text and moves words across line
 * ends; its HTML mode keeps each block element whole. So the lines of a job go to one process
 * as `<p>line</p>`, and each `<p>` that comes back is one line. With `markup`, the lines are cue
 * text: their <i>, <b> and <u> go as HTML's, which Apertium keeps around the words they hold.
 */
export function toHtmlBatch(lines: readonly string[], markup = false): string {
  // Simple markup is HTML already: its text is escaped as HTML's is, its tags are HTML's.
  const html = markup ? simpleMarkup : escapeCueText;
  return lines.map((line) => `<p>${html(line)}</p>\n`).join('');
}

/**
 * The lines of Apertium's HTML answer, decoded and trimmed (with the double spaces it leaves
 * after a sentence end made single). A count other than `expected` is 'translation-mismatch':
 * lines are never padded or cut to fit, since they would land on the wrong cues. With `markup`,
 * each line is cue text, its tags balanced however Apertium moved them (see tidyMarkup).
 */
export function fromHtmlBatch(html: string, expected: number, markup = false): string[] {
  const lines = [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) =>
    markup ? tidyMarkup(match[1] ?? '') : tidyPlain(decodeHtml(match[1] ?? '')),
  );
  if (lines.length !== expected) {
    throw new EngineError(
      'translation-mismatch',
      `apertium gave back ${lines.length} lines for ${expected}`,
    );
  }
  return lines;
}

function tidyPlain(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

/** What Apertium's HTML reformatter writes escaped; it writes every other character as itself. */
const UNESCAPES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** In one pass: a line reading `&quot;` went out as `&amp;quot;` and comes back as written. */
function decodeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity] ?? entity);
}
