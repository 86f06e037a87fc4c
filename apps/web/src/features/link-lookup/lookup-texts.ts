import type { LinkLookupTranslate } from './catalog.js';
import type { LinkLookup } from './link-lookup.js';

/** What a tool says of its link's lookup, in the page's language. */
export interface LookupTexts {
  /** For a polite live region: the link being checked, found (its title) or refused (why). */
  status: string;
  /** What is wrong with the field's text, said beside it; undefined when nothing is. */
  problem: string | undefined;
  /** Why the api refused the link, in its words, or that it did not answer. */
  failure: string | undefined;
}

/** The texts of a lookup in its present state. */
export function lookupTexts(t: LinkLookupTranslate, lookup: LinkLookup): LookupTexts {
  switch (lookup.status) {
    case 'idle':
      return { status: '', problem: undefined, failure: undefined };
    case 'invalid':
      return { status: '', problem: t(`linkLookup.problem.${lookup.problem}`), failure: undefined };
    case 'checking':
      return { status: t('linkLookup.status.checking'), problem: undefined, failure: undefined };
    case 'found':
      return {
        status: t('linkLookup.status.found', { title: lookup.link.title }),
        problem: undefined,
        failure: undefined,
      };
    case 'failed': {
      const failure = lookup.message ?? t('linkLookup.unreachable');
      return {
        status: t('linkLookup.status.failed', { reason: failure }),
        problem: undefined,
        failure,
      };
    }
  }
}
