import type { Download, DownloadFormat } from '@captio/api-client';
import { createStore } from 'zustand/vanilla';
import { readFailure } from '../forms/api-failure.js';
import type { LinkLookup, LinkLookupStore } from '../link-lookup/link-lookup.js';

/** What the conversion needs from the world; the page gives the api's, tests give fakes. */
export interface DownloadDeps {
  /** POST /api/downloads/: the download, queued. */
  create(url: string, format: DownloadFormat): Promise<Download>;
  /** Follows the download until it is finished (events, else polling); each state to onUpdate. */
  follow(
    download: Download,
    onUpdate: (download: Download) => void,
    signal: AbortSignal,
  ): Promise<Download>;
}

/** Where the conversion of a looked-up link is: not asked for, being created, converting, ended. */
export type ConversionPhase = 'idle' | 'starting' | 'converting' | 'done' | 'failed';

/**
 * Where the tool is: the link being entered (and after a failed look-up), looked up, shown
 * with its convert button, the download being created, converting, done, or failed.
 */
export type DownloadPhase =
  'enter' | 'inspecting' | 'inspected' | 'starting' | 'converting' | 'done' | 'failed';

/**
 * Why the conversion cannot go on, as the page tells it: the api's localized reason (a refused
 * download, a failed one), or no answer at all. The link's own problems are its lookup's.
 */
export type DownloadProblem =
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string | undefined }
  | { kind: 'unreachable' };

export interface DownloadState {
  phase: ConversionPhase;
  /** The download, as last heard of. */
  download: Download | undefined;
  problem: DownloadProblem | undefined;
}

export interface DownloadActions {
  /** Converts the looked-up link to the page's format and follows it until it is finished. */
  convert(url: string): Promise<void>;
  /** Forgets the download and its problem (another link, "convert another", "try again"). */
  reset(): void;
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

/** The conversion of one tool's link to the page's format. */
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
      phase: 'idle',
      download: undefined,
      problem: undefined,

      async convert(url) {
        if (get().phase !== 'idle') return;
        set({ phase: 'starting', problem: undefined });
        let created: Download;
        try {
          created = await deps.create(url, format);
        } catch (error) {
          return set({ phase: 'idle', problem: refusal(error) });
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

      reset() {
        controller?.abort();
        set({ phase: 'idle', download: undefined, problem: undefined });
      },

      stop() {
        controller?.abort();
      },
    };
  });
}

/** The tool's phase: the conversion's once asked for, the link's lookup's before. */
export function downloadPhase(lookup: LinkLookup, conversion: ConversionPhase): DownloadPhase {
  if (conversion !== 'idle') return conversion;
  if (lookup.status === 'checking') return 'inspecting';
  return lookup.status === 'found' ? 'inspected' : 'enter';
}

/** The tool as its form shows it: the link, its lookup and its conversion, and what to do. */
export interface DownloadFlow {
  /** The link field's text, as typed. */
  text: string;
  lookup: LinkLookup;
  phase: DownloadPhase;
  download: Download | undefined;
  /** Why the conversion cannot go on; the link's own problems are the lookup's. */
  problem: DownloadProblem | undefined;
  /** The field changed: a link already looked up is forgotten once it is another. */
  setText(text: string): void;
  /** Checks the field, then looks the link up. */
  inspect(): void;
  /** Converts the looked-up link. */
  convert(): void;
  /** Back to an empty field ("convert another"), or to the same text to try again. */
  reset(keepText: boolean): void;
  /** "Try again" after a failed conversion: the same link converted again, at once. */
  retry(): void;
}

/**
 * The tool over its two stores as they are now: the link's lookup (shared with the other tools
 * that take a link) and its conversion. The link can be changed only before a conversion starts.
 */
export function downloadFlow(link: LinkLookupStore, conversion: DownloadStore): DownloadFlow {
  const { text, lookup } = link.getState();
  const { phase, download, problem } = conversion.getState();
  const beforeConversion = () => conversion.getState().phase === 'idle';
  return {
    text,
    lookup,
    phase: downloadPhase(lookup, phase),
    download,
    problem,
    setText(next) {
      if (!beforeConversion()) return;
      conversion.getState().reset();
      link.getState().edit(next);
    },
    inspect() {
      if (!beforeConversion()) return;
      conversion.getState().reset();
      void link.getState().check();
    },
    convert() {
      const { lookup: now } = link.getState();
      if (now.status === 'found') void conversion.getState().convert(now.link.url);
    },
    reset(keepText) {
      conversion.getState().reset();
      link.getState().reset(keepText ? link.getState().text : '');
    },
    retry() {
      const { lookup: now, text: typed } = link.getState();
      conversion.getState().reset();
      if (now.status === 'found') void conversion.getState().convert(now.link.url);
      else link.getState().reset(typed);
    },
  };
}
