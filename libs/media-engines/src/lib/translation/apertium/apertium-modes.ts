import type { LanguagePair } from '../translation-engine.js';

/**
 * Apertium names languages by ISO 639-3 codes in its newer pairs (eng-spa, spa-cat) and by
 * ISO 639-1 codes in older ones (es-pt, fr-es); the product uses the shortest BCP 47 tag. The
 * languages of the pairs Debian ships; a code not here is kept as it is (BCP 47 takes 639-3
 * codes for languages without a two-letter one: 'ast', 'frp', 'szl').
 */
const TWO_LETTER: Record<string, string> = {
  afr: 'af',
  arg: 'an',
  bel: 'be',
  bul: 'bg',
  cat: 'ca',
  dan: 'da',
  eng: 'en',
  epo: 'eo',
  eus: 'eu',
  fra: 'fr',
  glg: 'gl',
  hin: 'hi',
  ind: 'id',
  isl: 'is',
  ita: 'it',
  mkd: 'mk',
  nld: 'nl',
  nno: 'nn',
  nob: 'nb',
  nor: 'no',
  oci: 'oc',
  pol: 'pl',
  por: 'pt',
  ron: 'ro',
  rus: 'ru',
  slv: 'sl',
  spa: 'es',
  srd: 'sc',
  swe: 'sv',
  ukr: 'uk',
  urd: 'ur',
  zlm: 'ms',
};

/** One translation the engine can make: the pair and the Apertium modes run in turn. */
export interface ApertiumRoute {
  pair: LanguagePair;
  modes: string[];
  /**
   * The last step's mode for a region of the target, where Apertium has one: 'BR' →
   * 'es-pt_BR' (Brazilian Portuguese: 'ônibus', not 'autocarro'), 'US' → 'spa-eng_US'.
   */
  regional: Record<string, string>;
}

/**
 * The routes from the installed modes: each plain `xxx-yyy` mode is a direct pair. Varieties
 * are not pairs of their own: one named by a region (`es-pt_BR`, `spa-eng_US`) serves a target
 * tag with that region ('pt-BR'); the others (`spa-cat_valencia`) and special modes
 * (`eco-es-fr`) are left out, as the product asks for a language and a region, nothing finer. Where no direct mode exists, a pair is
 * chained through `hub` (source → hub → target) when both halves are installed.
 */
export function routesFromModes(modeNames: readonly string[], hub: string): ApertiumRoute[] {
  const direct = new Map<string, string>();
  // A variety named by a region ('es-pt_BR'); others ('spa-cat_valencia') name no BCP 47 region.
  const regional = new Map<string, Record<string, string>>();
  for (const name of modeNames) {
    const match = /^([a-z]{2,3}-[a-z]{2,3})_([A-Z]{2})$/.exec(name);
    if (!match?.[1] || !match[2]) continue;
    regional.set(match[1], { ...regional.get(match[1]), [match[2]]: name });
  }
  for (const name of modeNames) {
    const match = /^([a-z]{2,3})-([a-z]{2,3})$/.exec(name);
    if (!match?.[1] || !match[2]) continue;
    const from = toTag(match[1]);
    const to = toTag(match[2]);
    const key = `${from}>${to}`;
    // Two modes for one pair (an old 'en-es' beside 'eng-spa'): the newer 639-3 name wins.
    if (from !== to && (!direct.has(key) || match[1].length === 3)) direct.set(key, name);
  }
  const routes: ApertiumRoute[] = [...direct].map(([key, mode]) => {
    const [from = '', to = ''] = key.split('>');
    return { pair: { from, to }, modes: [mode], regional: regional.get(mode) ?? {} };
  });
  const hubTag = toTag(hub);
  const intoHub = routes.filter((route) => route.pair.to === hubTag);
  const fromHub = routes.filter((route) => route.pair.from === hubTag);
  for (const first of intoHub) {
    for (const second of fromHub) {
      const { from } = first.pair;
      const { to } = second.pair;
      if (from === to || direct.has(`${from}>${to}`)) continue;
      routes.push({
        pair: { from, to, via: hubTag },
        modes: [...first.modes, ...second.modes],
        regional: second.regional,
      });
    }
  }
  return routes.sort(
    (a, b) => a.pair.from.localeCompare(b.pair.from) || a.pair.to.localeCompare(b.pair.to),
  );
}

function toTag(code: string): string {
  const lower = code.toLowerCase();
  return TWO_LETTER[lower] ?? lower;
}
