import { EngineError } from '../engine-error.js';
import type { LanguagePair } from './translation-engine.js';

/** 'pt-BR' → 'pt', ' EN ' → 'en': pairs are listed and matched on primary subtags. */
export function primaryTag(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** The pair taking `from` → `to` (any tags), the direct one before a chained one. */
export function findPair(
  pairs: readonly LanguagePair[],
  from: string,
  to: string,
): LanguagePair | undefined {
  const source = primaryTag(from);
  const target = primaryTag(to);
  if (source === '' || target === '') return undefined;
  const matching = pairs.filter((pair) => pair.from === source && pair.to === target);
  return matching.find((pair) => pair.via === undefined) ?? matching[0];
}

/** Every ordered pair among `languages` (primary subtags, deduplicated). */
export function pairsAmong(languages: readonly string[]): LanguagePair[] {
  const tags = [...new Set(languages.map(primaryTag).filter((tag) => tag !== ''))];
  return tags.flatMap((from) => tags.filter((to) => to !== from).map((to) => ({ from, to })));
}

/** The pair an engine is asked for, or the 'unsupported-language' refusal. */
export function pairFor(
  pairs: readonly LanguagePair[],
  name: string,
  from: string,
  to: string,
): LanguagePair {
  const pair = findPair(pairs, from, to);
  if (!pair) {
    throw new EngineError('unsupported-language', `${name} does not translate '${from}' → '${to}'`);
  }
  return pair;
}

/**
 * Runs `translate` on the lines that have text and puts the results back in place: an empty
 * (or blank) line stays empty and is never sent, so no engine sees a line it may drop or fill.
 */
export async function translateNonEmpty(
  lines: readonly string[],
  translate: (texts: string[]) => Promise<string[]>,
): Promise<string[]> {
  const positions: number[] = [];
  const texts: string[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    positions.push(index);
    texts.push(line);
  });
  const output = lines.map(() => '');
  if (texts.length === 0) return output;
  const translated = await translate(texts);
  if (translated.length !== texts.length) {
    throw new EngineError(
      'translation-mismatch',
      `${texts.length} lines were sent and ${translated.length} came back`,
    );
  }
  positions.forEach((position, index) => {
    output[position] = translated[index] ?? '';
  });
  return output;
}
