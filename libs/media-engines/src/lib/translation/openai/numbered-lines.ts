import { languageName } from '../../writing/openai/prompts.js';

/**
 * How lines go to a chat model and come back: a JSON array of `{ id, text }`, ids from 1. The
 * ids let the answer be checked line by line: a model that merged two lines, skipped one or
 * moved one shows it in the ids, not only in the count.
 */
export function translationMessages(
  lines: readonly string[],
  from: string,
  to: string,
): { role: 'system' | 'user'; content: string }[] {
  return [
    {
      role: 'system',
      content: [
        `You translate subtitle lines from ${languageName(from)} (language code ${from}) into ${languageName(to)} (language code ${to}).`,
        `The user sends a JSON array of ${lines.length} objects {"id": number, "text": string}.`,
        `Answer with only a JSON array of exactly ${lines.length} objects {"id": number, "text": string}, in the same order, each with the id of the line it translates and its translation as text.`,
        'Translate each line on its own: never merge, split, drop or add lines, even where a sentence runs on into the next line. Keep line breaks inside a text.',
        'No comments, no Markdown, nothing but the JSON array.',
      ].join(' '),
    },
    {
      role: 'user',
      content: JSON.stringify(lines.map((text, index) => ({ id: index + 1, text }))),
    },
  ];
}

/**
 * The translations in the model's answer, put in place by their ids; undefined unless it holds
 * exactly one `{ id, text }` for each id 1..count (also inside a ```json fence, or an object
 * holding the array). Never throws: an unreadable answer is retried by the caller.
 */
export function readNumberedLines(answer: string, count: number): string[] | undefined {
  const items = arrayIn(parseJson(answer));
  if (!items || items.length !== count) return undefined;
  const texts: (string | undefined)[] = Array.from({ length: count }, () => undefined);
  for (const item of items) {
    const { id, text } = (item ?? {}) as { id?: unknown; text?: unknown };
    const index = Number(id) - 1;
    if (!Number.isInteger(index) || typeof text !== 'string' || texts[index] !== undefined) {
      return undefined;
    }
    if (index < 0 || index >= count) return undefined;
    texts[index] = text.trim();
  }
  return texts as string[];
}

function parseJson(answer: string): unknown {
  const candidates = [answer.trim()];
  const start = answer.search(/[[{]/);
  const end = Math.max(answer.lastIndexOf(']'), answer.lastIndexOf('}'));
  if (start >= 0 && end > start) candidates.push(answer.slice(start, end + 1));
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // The next candidate: the JSON inside a fence or after a preface.
    }
  }
  return undefined;
}

function arrayIn(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const arrays = Object.values(value).filter(Array.isArray);
  return arrays.length === 1 ? arrays[0] : undefined;
}
