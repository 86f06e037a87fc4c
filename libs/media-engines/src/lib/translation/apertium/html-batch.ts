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

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Apertium writes back `&amp; &lt; &gt;` as escaped; it decodes other entities itself, but an
 * input that spelled one (a cue reading `&quot;` was sent as `&amp;quot;`) stays as written.
 */
function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}
