import type {
  LinkSubtitleFile,
  LinkSubtitleFormat,
  LinkSubtitleRequest,
  SubtitleTrack,
  Task,
} from '@captio/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { callFailure, type CallFailure } from './link-check.js';
import { mayDownload, savedFile, taskLanguage, TRACK_FORMATS, trackKey } from './tracks.js';

/** The createTask body that opens a track in the editor: basic mode, the track as transcript. */
export interface OpenTrackRequest {
  url: string;
  language: string;
  mode: 1;
  subtitle_track: { language: string; automatic: boolean };
}

/** What the tracks need from the world; the page gives the browser's, tests give fakes. */
export interface TrackDeps {
  fetchTrack(request: LinkSubtitleRequest): Promise<LinkSubtitleFile>;
  save(data: ArrayBuffer, fileName: string, type: string): void;
  createTask(request: OpenTrackRequest): Promise<Task>;
  /** Follows a task, each state to onUpdate, until it is finished or the signal aborts. */
  follow(taskId: string, onUpdate: (task: Task) => void, signal: AbortSignal): Promise<Task>;
  /** The track's task has its file: go to its result page, which follows it from there. */
  opened(task: Task, fileHash: string): void;
  /** A VIP-only format asked for below VIP: the shop's prompt. */
  askVip(): void;
  /** The reader's level; undefined for a visitor. */
  level(): number | undefined;
}

/** What a track is busy with. */
export type TrackWork =
  | { kind: 'downloading'; format: LinkSubtitleFormat }
  /** Its task is being made, then its media fetched (percent once the task says). */
  | { kind: 'opening'; percent: number | undefined };

/** What last happened to a track, said next to it. */
export type TrackNotice =
  | { kind: 'saved'; fileName: string }
  | { kind: 'failed'; failure: CallFailure }
  /** The task opened from the track failed: its own reason, in the request's language. */
  | { kind: 'taskFailed'; message: string | undefined };

export interface TrackState {
  /** The format chosen per track (trackKey); SRT until the reader picks another. */
  formats: Readonly<Record<string, LinkSubtitleFormat>>;
  work: Readonly<Record<string, TrackWork>>;
  notices: Readonly<Record<string, TrackNotice>>;
}

export interface TrackActions {
  chooseFormat(track: SubtitleTrack, format: LinkSubtitleFormat): void;
  /** Saves the track in its chosen format as a file. */
  download(track: SubtitleTrack): Promise<void>;
  /** Opens the track in the editor: a task made from it, followed until it has its file. */
  open(track: SubtitleTrack): Promise<void>;
  /** Stops following a task (the page is left). */
  dispose(): void;
}

export type TrackStore = StoreApi<TrackState & TrackActions>;

/** The link the tracks are of: its address as the api gave it, and its title. */
export interface TrackSource {
  url: string;
  title: string;
}

const without = <T>(record: Readonly<Record<string, T>>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([held]) => held !== key));

/**
 * The tracks of one looked-up link and what the reader does with them: each can be downloaded
 * in any format the api converts to, or opened in the editor, one action at a time per track.
 */
export function createTrackStore(deps: TrackDeps, source: TrackSource): TrackStore {
  const following = new AbortController();
  return createStore<TrackState & TrackActions>()((set, get) => {
    const begin = (key: string, work: TrackWork) =>
      set((state) => ({
        work: { ...state.work, [key]: work },
        notices: without(state.notices, key),
      }));
    const end = (key: string, notice?: TrackNotice) =>
      set((state) => ({
        work: without(state.work, key),
        notices: notice ? { ...state.notices, [key]: notice } : state.notices,
      }));

    return {
      formats: {},
      work: {},
      notices: {},

      chooseFormat(track, format) {
        const key = trackKey(track);
        set((state) => ({
          formats: { ...state.formats, [key]: format },
          notices: without(state.notices, key),
        }));
      },

      async download(track) {
        const key = trackKey(track);
        if (get().work[key]) return;
        const format = get().formats[key] ?? 'srt';
        const choice = TRACK_FORMATS.find((option) => option.format === format);
        if (choice && !mayDownload(choice, deps.level())) {
          deps.askVip();
          return;
        }
        begin(key, { kind: 'downloading', format });
        try {
          const answer = await deps.fetchTrack({
            url: source.url,
            language: track.language,
            automatic: track.automatic,
            format,
          });
          const file = savedFile(answer, { title: source.title, language: track.language, format });
          deps.save(answer.data, file.fileName, file.type);
          end(key, { kind: 'saved', fileName: file.fileName });
        } catch (error) {
          const failure = callFailure(error);
          // The level changed since the page was shown (a plan that ended): the same prompt.
          if (failure.kind === 'refused' && failure.code === 'vip_only') deps.askVip();
          end(key, { kind: 'failed', failure });
        }
      },

      async open(track) {
        const key = trackKey(track);
        if (get().work[key]) return;
        begin(key, { kind: 'opening', percent: undefined });
        let task: Task;
        try {
          task = await deps.createTask({
            url: source.url,
            language: taskLanguage(track.language),
            mode: 1,
            subtitle_track: { language: track.language, automatic: track.automatic },
          });
        } catch (error) {
          end(key, { kind: 'failed', failure: callFailure(error) });
          return;
        }
        const going = (current: Task) => {
          if (current.file_hash === null) return false;
          end(key);
          deps.opened(current, current.file_hash);
          return true;
        };
        if (going(task)) return;
        // Stops following as soon as the task has its file: the result page follows it on.
        const done = new AbortController();
        const stop = () => done.abort();
        following.signal.addEventListener('abort', stop, { once: true });
        try {
          const last = await deps.follow(
            task.task_id,
            (current) => {
              if (done.signal.aborted) return;
              if (going(current)) done.abort();
              else
                set((state) => ({
                  work: { ...state.work, [key]: { kind: 'opening', percent: current.progress } },
                }));
            },
            done.signal,
          );
          if (!going(last)) end(key, { kind: 'taskFailed', message: last.failure?.message });
        } catch (error) {
          if (done.signal.aborted) return;
          end(key, { kind: 'failed', failure: callFailure(error) });
        } finally {
          following.signal.removeEventListener('abort', stop);
        }
      },

      dispose() {
        following.abort();
      },
    };
  });
}
