import { downloadEventsUrl, downloadSchema, type DownloadFormat } from '@captio/api-client';
import type { Locale } from '@captio/routing-rules';
import type { AxiosRequestConfig } from 'axios';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useApi } from '../../api/api-context.js';
import type { BrowserApi } from '../../api/client.js';
import { browserEvents, type EventSourceLike, followEvents } from '../../api/follow-events.js';
import { pageCallOptions } from '../forms/call-options.js';
import { useLinkLookup } from '../link-lookup/use-link-lookup.js';
import {
  createDownloadStore,
  downloadFlow,
  type DownloadDeps,
  type DownloadFlow,
} from './download-flow.js';

export interface ApiDownloadOptions {
  /** Each call's options, read when it is made (the page's language may change). */
  callOptions(): AxiosRequestConfig;
  /** The browser's EventSource, or undefined where there is none (polling then). */
  openEvents: ((url: string) => EventSourceLike) | undefined;
  /** Between two looks when polling; the poll helper's default otherwise. */
  pollIntervalMs?: number;
}

/** The conversion's calls through the api client: creation, and the download's events. */
export function apiDownloadDeps(api: BrowserApi, options: ApiDownloadOptions): DownloadDeps {
  return {
    create: async (url, format) =>
      (await api.call('createDownload', { body: { url, format } }, options.callOptions())).data
        .download,
    follow: async (download, onUpdate, signal) => {
      const fetchRow = async () =>
        (
          await api.call(
            'downloadStatus',
            { params: { download_id: download.download_id } },
            { ...options.callOptions(), signal },
          )
        ).data.download;
      const finished = await followEvents({
        eventsUrl: downloadEventsUrl(download.download_id),
        schema: downloadSchema,
        isDone: (row) => row.status !== 'WAITING',
        openEvents: options.openEvents,
        fetchRow,
        onUpdate,
        signal,
        ...(options.pollIntervalMs !== undefined && { pollIntervalMs: options.pollIntervalMs }),
      });
      // An EventSource sends the browser's Accept-Language, not the page's: the reason of a
      // failure is asked for again, in the page's language.
      return finished.status === 'SUCCESS' ? finished : await fetchRow();
    },
  };
}

/**
 * The download tool of one page: its link's lookup (useLinkLookup: a link in the address is
 * looked up as soon as the page runs) and the conversion, wired to the api client (answers and
 * refusals in the page's language, no toast: the tool says what went wrong where it happened)
 * and to the download's server-sent events. Leaving the page stops following it.
 */
export function useDownloadFlow(format: DownloadFormat, locale: Locale): DownloadFlow {
  const api = useApi();
  const latestLocale = useRef(locale);
  latestLocale.current = locale;
  const link = useLinkLookup({ locale, fromAddress: true });
  const [conversion] = useState(() =>
    createDownloadStore(
      apiDownloadDeps(api, {
        callOptions: () => pageCallOptions(latestLocale.current),
        openEvents: browserEvents(),
      }),
      format,
    ),
  );
  useEffect(() => () => conversion.getState().stop(), [conversion]);
  // Both stores' changes render the tool again: the lookup's through useLinkLookup.
  useStore(conversion);
  return downloadFlow(link.store, conversion);
}
