import { useCallback, useEffect, useRef, useState } from 'react';
import { pathTo, type Locale } from '@captio/routing-rules';
import { useApi, useApiFiles } from '../../api/api-context.js';
import { useNavigate } from '../../router/navigation-context.js';
import { useOpenPopup, useSession } from '../../state/stores.js';
import { browserEvents } from '../../api/follow-events.js';
import { followTask } from '../editor/index.js';
import { pageCallOptions } from '../forms/call-options.js';
import { apiInspectLink, type InspectLink } from '../link-lookup/use-link-lookup.js';
import { downloadFile } from '../subtitle-files/download-file.js';
import { resultTarget } from '../transcribe/result-target.js';
import { createLookups } from './lookups.js';
import { createTrackStore, type TrackSource, type TrackStore } from './track-store.js';

/** One cache for the tool's pages, so /Result shows what the form just looked up. */
const lookups = createLookups();

/**
 * An answer kept for the tool's pages may be awaited by both the form and /Result: one of them
 * dropping its lookup does not cancel the request (the dropped lookup ignores the answer).
 */
const KEPT_ANSWER = new AbortController().signal;

/** Looks a link up (or takes the answer kept from a moment ago) in the page's language. */
export function useKeptLookups(): InspectLink {
  const api = useApi();
  return useCallback(
    (url, _signal, locale) =>
      lookups.lookUp(url, (asked) => apiInspectLink(api)(asked, KEPT_ANSWER, locale)),
    [api],
  );
}

export type ToolPage = 'Result' | 'Empty';

/** The address of the tool's /Result or /Empty page for a link, in the page's language. */
export function toolPageFor(page: ToolPage, url: string, locale: Locale): string {
  const path = pathTo(`tools-youtube-subtitle-downloader-${page}`, {}, locale);
  return `${path}?${new URLSearchParams({ url }).toString()}`;
}

/**
 * The tracks of a looked-up link, wired to the browser: files saved by the browser, tasks
 * followed by server-sent events (or polling), the result page reached through the router.
 */
export function useTrackStore(source: TrackSource, locale: Locale): TrackStore {
  const api = useApi();
  const files = useApiFiles();
  const navigate = useNavigate();
  const openPopup = useOpenPopup();
  const level = useSession((state) => state.user?.level);
  const latest = useRef({ locale, level });
  latest.current = { locale, level };

  const [store] = useState(() =>
    createTrackStore(
      {
        fetchTrack: (request) =>
          files.linkSubtitle(request, pageCallOptions(latest.current.locale)),
        save: (data, fileName, type) => downloadFile(new Uint8Array(data), fileName, type),
        createTask: async (request) =>
          (await api.call('createTask', { body: request }, pageCallOptions(latest.current.locale)))
            .data.task,
        follow: (taskId, onUpdate, signal) =>
          followTask({
            taskId,
            openEvents: browserEvents(),
            fetchTask: async () =>
              (await api.call('taskStatus', { params: { task_id: taskId } }, { toast: false })).data
                .task,
            onUpdate,
            signal,
          }),
        opened: (task, fileHash) =>
          navigate(resultTarget({ fileHash, taskId: task.task_id, locale: latest.current.locale })),
        askVip: () => openPopup('shopPrompt'),
        level: () => latest.current.level,
      },
      source,
    ),
  );
  useEffect(() => () => store.getState().dispose(), [store]);
  return store;
}
