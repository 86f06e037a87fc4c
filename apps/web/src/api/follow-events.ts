import { LOCALE_CODES, poll } from '@captio/api-client';

/** What the follower needs of an EventSource (the browser's, or a test's). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

/** The browser's EventSource, when it has one (pages also render where there is none). */
export function browserEvents(): ((url: string) => EventSourceLike) | undefined {
  if (typeof EventSource === 'undefined') return undefined;
  return (url) =>
    new EventSource(inPageLocale(url, document.documentElement.lang), { withCredentials: true });
}

/**
 * An events url that names the page's language (the api's `locale` query): an EventSource sends
 * the browser's Accept-Language, not the page's, and failures come in the events' own words.
 */
export function inPageLocale(url: string, lang: string): string {
  const locale = LOCALE_CODES.find((code) => code === lang);
  if (!locale) return url;
  return `${url}${url.includes('?') ? '&' : '?'}locale=${locale}`;
}

/** What reads an event's row: a contract schema (zod's safeParse). */
export interface RowSchema<Row> {
  safeParse(value: unknown): { success: true; data: Row } | { success: false };
}

export interface FollowEventsOptions<Row> {
  /** The server-sent events of the row (a task's, a download's). */
  eventsUrl: string;
  /** What each `progress` event carries. */
  schema: RowSchema<Row>;
  /** The row is finished: no more events will come. */
  isDone(row: Row): boolean;
  /** Opens the server-sent events at a url; undefined when the browser has no EventSource. */
  openEvents: ((url: string) => EventSourceLike) | undefined;
  /** One look at the row over plain HTTP (the fallback). */
  fetchRow(): Promise<Row>;
  /** Each state of the row as it comes. */
  onUpdate(row: Row): void;
  signal: AbortSignal;
  /** Between two looks when polling; the poll helper's default otherwise. */
  pollIntervalMs?: number;
}

/**
 * Follows a row the api works on (a task, a download) until it is finished, and resolves with
 * its final state. Progress comes by server-sent events (`progress`, the row as JSON); if they
 * cannot be opened or fail (a proxy that buffers them, a dropped connection), it switches to
 * polling with the api-client's helper, which gives up on a failure without a status (no
 * connection) by rejecting. Aborting the signal closes everything and rejects with its reason.
 */
export function followEvents<Row>(options: FollowEventsOptions<Row>): Promise<Row> {
  const { signal, isDone } = options;
  const viaPolling = () =>
    poll(
      async () => {
        const row = await options.fetchRow();
        if (!signal.aborted) options.onUpdate(row);
        return row;
      },
      {
        isDone,
        signal,
        ...(options.pollIntervalMs !== undefined && { intervalMs: options.pollIntervalMs }),
      },
    );
  if (!options.openEvents) return viaPolling();
  const open = options.openEvents;
  return new Promise<Row>((resolve, reject) => {
    signal.throwIfAborted();
    let source: EventSourceLike | undefined;
    let settled = false;
    const stop = () => {
      source?.close();
      signal.removeEventListener('abort', onAbort);
    };
    function onAbort() {
      if (settled) return;
      settled = true;
      stop();
      reject(signal.reason);
    }
    const fallBack = () => {
      if (settled) return;
      settled = true;
      stop();
      viaPolling().then(resolve, reject);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      source = open(options.eventsUrl);
    } catch {
      fallBack();
      return;
    }
    source.addEventListener('progress', (event) => {
      if (settled) return;
      let parsed;
      try {
        parsed = options.schema.safeParse(JSON.parse(String(event.data)));
      } catch {
        parsed = undefined;
      }
      // An event that is not a row of this kind is a server out of step with this page: ask
      // over HTTP.
      if (!parsed?.success) {
        fallBack();
        return;
      }
      options.onUpdate(parsed.data);
      if (isDone(parsed.data)) {
        settled = true;
        stop();
        resolve(parsed.data);
      }
    });
    // EventSource would reconnect by itself, but a stream that failed once may be buffered by a
    // proxy for good: polling is the sure way.
    source.addEventListener('error', fallBack);
  });
}
