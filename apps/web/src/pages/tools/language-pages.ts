import { SPOKEN_LANGUAGES } from '@captio/routing-rules';

/** The language a page about `name` pairs it with for translation: English, or Spanish for English. */
export function otherLanguage(name: string): string {
  return name === 'english' ? 'spanish' : 'english';
}

/**
 * Four other languages to link from a language's page: its neighbours in the spoken-language
 * list (ordered by how widely each is used), so every language page links to others and each
 * is linked from some.
 */
export function nearbyLanguages(name: string, count = 4): string[] {
  const names: readonly string[] = SPOKEN_LANGUAGES.map((language) => language.name);
  const at = Math.max(0, names.indexOf(name));
  const picked: string[] = [];
  for (let step = 1; picked.length < count && step < names.length; step += 1) {
    const next = names[(at + step) % names.length];
    if (next && next !== name) picked.push(next);
  }
  return picked;
}
