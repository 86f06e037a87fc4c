import { EngineError } from '../../engine-error.js';

/**
 * Apertium's plain-text mode treats its whole input as one text and moves words across line
 * ends; its HTML mode keeps each block element whole. So the lines of a job go to one process
 * as `<p>line</p>`, and each `<p>` that comes back is one line.
 */
export function toHtmlBatch(lines: readonly string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>\n`).join('');
}

/**
 * The lines of Apertium's HTML answer, decoded and trimmed (with the double spaces it leaves
 * after a sentence end made single). A count other than `expected` is 'translation-mismatch':
 * lines are never padded or cut to fit, since they would land on the wrong cues.
 */
export function fromHtmlBatch(html: string, expected: number): string[] {
  const lines = [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) =>
    decodeHtml(match[1] ?? '')
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/ *\n */g, '\n')
      .trim(),
  );
  if (lines.length !== expected) {
    throw new EngineError(
      'translation-mismatch',
      `apertium gave back ${lines.length} lines for ${expected}`,
    );
  }
  return lines;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (char) => ESCAPES[char] ?? char);
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
