import { useEffect, useState } from 'react';
import { useApi } from '../../api/api-context.js';
import { pairsOfEngines, type TranslationPairs } from './translation-pairs.js';

/**
 * The pairs the server's translation engines translate, asked once the page is in the browser;
 * undefined until then, and if the call fails (the pickers then offer every language and the
 * server refuses what nothing translates, with its message). `enabled` false asks nothing.
 */
export function useTranslationPairs(enabled = true): TranslationPairs {
  const api = useApi();
  const [pairs, setPairs] = useState<TranslationPairs>(undefined);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    api.call('translationEngines', undefined, { toast: false }).then(
      (answer) => {
        if (live) setPairs(pairsOfEngines(answer.data.result));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, enabled]);
  return pairs;
}
