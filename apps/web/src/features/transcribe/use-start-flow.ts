import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { Locale } from '@captio/routing-rules';
import { useApi } from '../../api/api-context.js';
import { deviceFingerprint, deviceTraits } from '../../shell/fingerprint.js';
import { useNavigate } from '../../router/navigation-context.js';
import { useOpenPopup } from '../../state/stores.js';
import { pageCallOptions } from '../forms/call-options.js';
import { takeHandedOverFile } from '../landing/handed-over-file.js';
import { resultTarget, type ExportHint } from './result-target.js';
import {
  createStartStore,
  type StartActions,
  type StartDeps,
  type StartSetup,
  type StartState,
  type StartStore,
} from './start-store.js';

export interface StartFlowOptions extends StartSetup {
  locale: Locale;
  /** The export the result page should offer first (the srt and vtt generators). */
  exportFormat: () => ExportHint | undefined;
  /** The visitor has used the free transcriptions: ask them to sign up. */
  askToSignUp: () => void;
}

/**
 * The start flow of one tool form, wired to the browser: the api client, the shell's
 * insufficient-credit modal, the router. The store lives as long as the form; the file handed
 * over from the home page is taken after hydration, so the server's markup and the first
 * render in the browser stay the same.
 */
export function useStartFlow(options: StartFlowOptions): StartStore {
  const api = useApi();
  const navigate = useNavigate();
  const openPopup = useOpenPopup();
  const latest = useRef(options);
  latest.current = options;

  const [store] = useState(() => {
    const deps: StartDeps = {
      // The upload helper and the contract's schemas load with the first upload, not the page.
      upload: async (file, call) =>
        (await import('./browser-upload.js')).browserUploadMedia(latest.current.locale)(file, call),
      createTask: async (request) =>
        (await api.call('createTask', { body: request }, pageCallOptions(latest.current.locale)))
          .data.task,
      // Async so that a browser without crypto.subtle (plain http) rejects instead of throwing.
      fingerprint: async () => deviceFingerprint(deviceTraits()),
      started: (task, file) =>
        navigate(
          resultTarget({
            fileHash: file?.file_hash ?? task.file_hash ?? undefined,
            taskId: task.task_id,
            locale: latest.current.locale,
            exportFormat: latest.current.exportFormat(),
          }),
        ),
      prompt: (kind) => {
        if (kind === 'insufficientCredits') openPopup('insufficientCredit');
        else if (kind === 'planFeature') openPopup('shopPrompt');
        else latest.current.askToSignUp();
      },
      objectUrls: {
        create: (file) => URL.createObjectURL(file),
        revoke: (url) => URL.revokeObjectURL(url),
      },
    };
    return createStartStore(deps, options);
  });

  useEffect(() => {
    store.getState().restore();
    const handedOver = takeHandedOverFile();
    if (handedOver) store.getState().choose(handedOver);
    return () => {
      store.getState().cancel();
      store.getState().dispose();
    };
  }, [store]);

  useEffect(() => {
    let live = true;
    api.call('transcriptionEngines', undefined, { toast: false }).then(
      (answer) =>
        live &&
        store.getState().setEngines(
          answer.data.result,
          answer.data.modes,
          answer.data.writers.flatMap((writer) => writer.languages),
          [...new Set(answer.data.writers.flatMap((writer) => writer.fields))],
        ),
      // Without the list every language stays choosable; the server still refuses what no
      // engine transcribes, with a message naming the engines that would.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, store]);

  return store;
}

export function useStart<T>(store: StartStore, select: (state: StartState & StartActions) => T): T {
  return useStore(store, select);
}
