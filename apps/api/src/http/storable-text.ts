/** Half of a UTF-16 surrogate pair, without its other half: UTF-8 cannot encode it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const EVERY_LONE_SURROGATE = new RegExp(LONE_SURROGATE.source, 'g');

/** Whether Postgres can hold a text as it is: no NUL (refused), no half surrogate pair (altered). */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The text with each NUL and each half of a surrogate pair replaced by U+FFFD. */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '\uFFFD').replace(EVERY_LONE_SURROGATE, '\uFFFD');
}

/** Where a value holds unstorable text: the path of each such string, or of the key that is one. */
export type TextPath = (string | number)[];

/** Enough to show a person what to fix, without echoing a whole hostile document back. */
const MAX_REPORTED = 20;

interface Step {
  parent: Step | undefined;
  key: string | number;
}

function pathOf(step: Step | undefined): TextPath {
  const path: TextPath = [];
  for (let current = step; current; current = current.parent) path.push(current.key);
  return path.reverse();
}

/**
 * The paths of the strings (values and keys) in a request part that Postgres would refuse or
 * silently alter, at most MAX_REPORTED of them. Walks without recursion, and builds a path only
 * for what it reports: a body may nest thousands of levels deep.
 */
export function unstorableTextPaths(value: unknown): TextPath[] {
  const found: TextPath[] = [];
  const pending: [unknown, Step | undefined][] = [[value, undefined]];
  while (pending.length > 0 && found.length < MAX_REPORTED) {
    const [current, step] = pending.pop() as [unknown, Step | undefined];
    if (typeof current === 'string') {
      if (!isStorableText(current)) found.push(pathOf(step));
    } else if (current !== null && typeof current === 'object') {
      const entries = Array.isArray(current) ? current.entries() : Object.entries(current);
      for (const [key, item] of entries) {
        const next = { parent: step, key };
        // An unstorable key is reported itself; what it holds is never read.
        if (typeof key === 'string' && !isStorableText(key)) found.push(pathOf(next));
        else pending.push([item, next]);
      }
    }
  }
  return found.slice(0, MAX_REPORTED);
}
