import type { Download, DownloadFormat, LinkInfo } from '@captio/api-client';
import { createStore } from 'zustand/vanilla';
import { readFailure } from '../forms/api-failure.js';
import { type LinkInputProblem, readLinkInput } from './link-input.js';

/** What the tool needs from the world; the page gives the api's, tests give fakes. */
export interface DownloadDeps {
  /** POST /api/links/inspect/: the link's title, thumbnail, length and site. */
  inspect(url: string): Promise<LinkInfo>;
  /** POST /api/downloads/: the download, queued. */
  create(url: string, format: DownloadFormat): Promise<Download>;
  /** Follows the download until it is finished (events, else polling); each state to onUpdate. */
  follow(
    download: Download,
    onUpdate: (download: Download) => void,
    signal: AbortSignal,
  ): Promise<Download>;
}

/**
 * Where the tool is: the link being entered (and after a failed look-up), looked up, shown
 * with its convert button, the download being created, converting, done, or failed.
 */
export type DownloadPhase =
  'enter' | 'inspecting' | 'inspected' | 'starting' | 'converting' | 'done' | 'failed';

/**
 * Why the tool cannot go on, as the page tells it: the field's own problems, the api's
 * localized reason (a refused link, a failed download), or no answer at all.
 */
export type DownloadProblem =
  | { kind: LinkInputProblem }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string | undefined }
  | { kind: 'unreachable' };

export interface DownloadState {
  /** The link field's text, as typed. */
  text: string;
  phase: DownloadPhase;
  /** The link as the api looked it up. */
  link: LinkInfo | undefined;
  /** The download, as last heard of. */
  download: Download | undefined;
  problem: DownloadProblem | undefined;
}

export interface DownloadActions {
  /** The field changed: a link already looked up is forgotten once its text is not the same. */
  setText(text: string): void;
  /** Checks the field, then looks the link up. */
  inspect(): Promise<void>;
  /** Converts the looked-up link to the page's format and follows it until it is finished. */
  convert(): Promise<void>;
  /** Back to an empty field ("convert another"), or to the same text to try again. */
  reset(keepText: boolean): void;
  /** Stops following (the tool is unmounted); the server goes on with the download. */
  stop(): void;
}

export type DownloadStore = ReturnType<typeof createDownloadStore>;

const isFinished = (download: Download) => download.status !== 'WAITING';

/** What a refused call means: the api's message when it sent one, else no answer. */
function refusal(error: unknown): DownloadProblem {
  const failure = readFailure(error);
  return failure ? { kind: 'refused', message: failure.message } : { kind: 'unreachable' };
}

/** One download tool: a link, the page's format, and the download it makes. */
export function createDownloadStore(deps: DownloadDeps, format: DownloadFormat) {
  let controller: AbortController | undefined;
  return createStore<DownloadState & DownloadActions>()((set, get) => {
    const settle = (download: Download) =>
      set({
        download,
        phase: download.status === 'SUCCESS' ? 'done' : 'failed',
        problem:
          download.status === 'SUCCESS'
            ? undefined
            : { kind: 'failed', message: download.failure?.message },
      });

    return {
      text: '',
      phase: 'enter',
      link: undefined,
      download: undefined,
      problem: undefined,

      setText(text) {
        const { phase, link } = get();
        if (phase !== 'enter' && phase !== 'inspected') return;
        const changed = link !== undefined && text.trim() !== get().text.trim();
        set({
          text,
          problem: undefined,
          ...(changed && { link: undefined, phase: 'enter' }),
        });
      },

      async inspect() {
        if (get().phase !== 'enter' && get().phase !== 'inspected') return;
        const input = readLinkInput(get().text);
        if (!input.ok) return set({ problem: { kind: input.problem }, link: undefined });
        set({ phase: 'inspecting', problem: undefined, link: undefined });
        try {
          const link = await deps.inspect(input.url);
          set({ phase: 'inspected', link });
        } catch (error) {
          set({ phase: 'enter', problem: refusal(error) });
        }
      },

      async convert() {
        const link = get().link;
        if (get().phase !== 'inspected' || !link) return;
        set({ phase: 'starting', problem: undefined });
        let created: Download;
        try {
          created = await deps.create(link.url, format);
        } catch (error) {
          return set({ phase: 'inspected', problem: refusal(error) });
        }
        const following = new AbortController();
        controller = following;
        set({ phase: 'converting', download: created });
        try {
          const finished = isFinished(created)
            ? created
            : await deps.follow(
                created,
                (download) => {
                  if (!following.signal.aborted) set({ download });
                },
                following.signal,
              );
          if (!following.signal.aborted) settle(finished);
        } catch {
          if (!following.signal.aborted) set({ phase: 'failed', problem: { kind: 'unreachable' } });
        } finally {
          if (controller === following) controller = undefined;
        }
      },

      reset(keepText) {
        controller?.abort();
        set({
          text: keepText ? get().text : '',
          phase: 'enter',
          link: undefined,
          download: undefined,
          problem: undefined,
        });
      },

      stop() {
        controller?.abort();
      },
    };
  });
}
