import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { Locale } from '@captio/routing-rules';
import { useApi } from '../../api/api-context.js';
import { deviceFingerprint, deviceTraits } from '../../shell/fingerprint.js';
import { useOpenPopup } from '../../state/stores.js';
import { pageCallOptions } from '../forms/call-options.js';
import { readSubtitleFileText } from './read-subtitle-file-text.js';
import {
  createSubtitleTranslationStore,
  type SubtitleTranslationActions,
  type SubtitleTranslationSetup,
  type SubtitleTranslationState,
  type SubtitleTranslationStore,
} from './subtitle-translation-store.js';
import { useTranslationPairs } from './use-translation-pairs.js';

export interface SubtitleTranslationOptions extends SubtitleTranslationSetup {
  locale: Locale;
  /** The visitor has used the free uses: ask them to sign up. */
  askToSignUp: () => void;
}

/**
 * The subtitle translation of one form, wired to the browser: the api client, the shell's
 * insufficient-credit modal, the server's pairs. The store lives as long as the form.
 */
export function useSubtitleTranslation(
  options: SubtitleTranslationOptions,
): SubtitleTranslationStore {
  const api = useApi();
  const openPopup = useOpenPopup();
  const latest = useRef(options);
  latest.current = options;
  const [store] = useState(() =>
    createSubtitleTranslationStore(
      {
        readText: readSubtitleFileText,
        create: async (body) =>
          (await api.call('createTranslation', { body }, pageCallOptions(latest.current.locale)))
            .data.translation,
        status: async (translationId) => {
          const answer = await api.call(
            'translationStatus',
            { params: { translation_id: translationId } },
            pageCallOptions(latest.current.locale),
          );
          return { translation: answer.data.translation, cues: answer.data.file_json.length };
        },
        // Async so that a browser without crypto.subtle (plain http) rejects instead of throwing.
        fingerprint: async () => deviceFingerprint(deviceTraits()),
        prompt: (kind) => {
          if (kind === 'insufficientCredits') openPopup('insufficientCredit');
          else if (kind === 'planFeature') openPopup('shopPrompt');
          else latest.current.askToSignUp();
        },
      },
      options,
    ),
  );
  useEffect(() => () => store.getState().dispose(), [store]);

  const pairs = useTranslationPairs();
  useEffect(() => {
    if (pairs) store.getState().setPairs(pairs);
  }, [pairs, store]);
  return store;
}

export function useSubtitleTranslationState<T>(
  store: SubtitleTranslationStore,
  select: (state: SubtitleTranslationState & SubtitleTranslationActions) => T,
): T {
  return useStore(store, select);
}
