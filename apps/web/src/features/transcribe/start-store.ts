import {
  MODEL_FAMILY,
  TASK_MODE,
  UploadError,
  type MediaFile,
  type Task,
  type UploadState,
  type LanguagePair,
  type ArticleField,
} from '@captio/api-client';
import { createStore } from 'zustand/vanilla';
import {
  promptOf,
  taskFailure,
  uploadFailure,
  type PromptedFailure,
  type StartFailure,
} from './failures.js';
import { handledFile, withMetadata, type HandledFile, type MediaMetadata } from './handled-file.js';
import { isSupported, type EngineLanguages } from './language-choices.js';
import { pickedMedia, type MediaRefusal } from '../landing/media-kind.js';
import { translates } from '../translate/translation-pairs.js';

/** The modes of the spec (basic 1, speaker 2, article 3). */
export type TaskModeName = keyof typeof TASK_MODE;

/** What a task transcribes: a stored file, or a link the worker fetches. */
export type TaskSource = { file_hash: string } | { url: string };

/** The createTask body this flow sends: the speech engine alone (TRANSCODE) as the model. */
export type TaskRequest = TaskSource & {
  language: string;
  mode: (typeof TASK_MODE)[TaskModeName];
  model: number;
  fingerprint?: string;
  /** A translator page's target: the transcript is translated into it once done. */
  target_language?: string;
};

export interface UploadCall {
  signal: AbortSignal;
  /** 0..100, rounded. */
  onProgress(percent: number): void;
}

/** What the flow needs from the world; the page gives the browser's, tests give fakes. */
export interface StartDeps {
  /** Sends the file; rejects with an UploadError (or another error for an unreadable answer). */
  upload(file: File, call: UploadCall): Promise<MediaFile>;
  createTask(request: TaskRequest): Promise<Task>;
  /** The device fingerprint, so a visitor's free uses survive cleared cookies. */
  fingerprint(): Promise<string | undefined>;
  /** The task exists: go and follow it (a link's task has no stored file yet). */
  started(task: Task, file: MediaFile | undefined): void;
  /**
   * A refusal with a prompt of its own: the insufficient-credit modal, the sign-up dialog, the
   * shop prompt for what a paid plan does.
   */
  prompt(kind: PromptedFailure): void;
  objectUrls: { create(file: File): string; revoke(url: string): void };
}

/**
 * Where the flow is: choosing (and after a failure or a cancel), uploading, creating the task,
 * or done (the page is on its way to the result).
 */
export type StartPhase = 'choose' | 'uploading' | 'creating' | 'done';

export interface StartState {
  file: HandledFile | undefined;
  language: string;
  mode: TaskModeName;
  /** The upload state machine: idle, uploading, then success, error, timeout or aborted. */
  upload: UploadState;
  percent: number;
  phase: StartPhase;
  /** The current file once stored: a second start (after a 402, say) does not send it again. */
  uploaded: MediaFile | undefined;
  failure: StartFailure | undefined;
  /** undefined until the server said which languages its engines transcribe. */
  engines: readonly EngineLanguages[] | undefined;
  /** Mode ids the server does; undefined until it said (every mode is offered meanwhile). */
  serverModes: readonly number[] | undefined;
  /** Languages the server's writing engines write articles in; undefined until it said. */
  articleLanguages: readonly string[] | undefined;
  /** The texts an article gets from this server's writing engines; undefined until it said. */
  articleFields: readonly ArticleField[] | undefined;
  /** A translator page's target language; undefined elsewhere (no translation asked). */
  targetLanguage: string | undefined;
  /** The pairs the translation engines translate; undefined until the server said. */
  translationPairs: readonly LanguagePair[] | undefined;
}

export interface StartActions {
  /**
   * A picked or dropped file: undefined once taken, else why not (and nothing changes): not a
   * recording, empty, or another file on its way.
   */
  choose(file: File): MediaRefusal | 'busy' | undefined;
  /** What the browser read of the chosen file (duration, picture size). */
  readMetadata(metadata: MediaMetadata): void;
  setLanguage(code: string): void;
  setMode(mode: TaskModeName): void;
  setEngines(
    engines: readonly EngineLanguages[],
    modes?: readonly number[],
    articleLanguages?: readonly string[],
    articleFields?: readonly ArticleField[],
  ): void;
  setTargetLanguage(code: string): void;
  setTranslationPairs(pairs: readonly LanguagePair[]): void;
  /** Upload (unless already stored), then create the task. */
  start(): Promise<void>;
  /** Creates the task of a looked-up link instead of the file: nothing is uploaded. */
  startLink(url: string): Promise<void>;
  /** Stops the upload under way: the state becomes aborted, and nothing is kept. */
  cancel(): void;
  dismissFailure(): void;
  /** Lets go of the preview's blob URL (the form is unmounted). */
  dispose(): void;
  /** A new blob URL for the file after dispose (React mounts twice in development). */
  restore(): void;
}

export type StartStore = ReturnType<typeof createStartStore>;

export interface StartSetup {
  language: string;
  mode: TaskModeName;
  /** A translator page: the language the transcript is translated into. */
  targetLanguage?: string | undefined;
}

/** The transcription start flow of one tool form. */
export function createStartStore(deps: StartDeps, setup: StartSetup) {
  let controller: AbortController | undefined;
  return createStore<StartState & StartActions>()((set, get) => {
    const busy = () => get().phase !== 'choose';

    async function send(file: HandledFile): Promise<MediaFile | undefined> {
      controller = new AbortController();
      set({ phase: 'uploading', upload: 'uploading', percent: 0, failure: undefined });
      try {
        const stored = await deps.upload(file.originalFile, {
          signal: controller.signal,
          onProgress: (percent) => {
            const rounded = Math.round(percent);
            if (rounded !== get().percent) set({ percent: rounded });
          },
        });
        set({ upload: 'success', percent: 100, uploaded: stored });
        return stored;
      } catch (error) {
        if (error instanceof UploadError) {
          const failed: UploadState =
            error.type === 'abort' ? 'aborted' : error.type === 'timeout' ? 'timeout' : 'error';
          set({ phase: 'choose', upload: failed, failure: uploadFailure(error) });
        } else {
          set({ phase: 'choose', upload: 'error', failure: { kind: 'unreachable' } });
        }
        return undefined;
      } finally {
        controller = undefined;
      }
    }

    async function create(source: TaskSource, stored?: MediaFile): Promise<void> {
      set({ phase: 'creating', failure: undefined });
      const { language, mode, targetLanguage } = get();
      try {
        const fingerprint = await deps.fingerprint().catch(() => undefined);
        const task = await deps.createTask({
          ...source,
          language,
          mode: TASK_MODE[mode],
          model: MODEL_FAMILY.TRANSCODE[0],
          ...(fingerprint ? { fingerprint } : {}),
          ...(targetLanguage ? { target_language: targetLanguage } : {}),
        });
        set({ phase: 'done' });
        deps.started(task, stored);
      } catch (error) {
        const failure = taskFailure(error);
        set({ phase: 'choose', failure });
        const prompt = promptOf(failure);
        if (prompt) deps.prompt(prompt);
      }
    }

    /** Whether no engine of this server transcribes the chosen language (the failure says so). */
    /** Says why the task would be refused (a language or a pair no engine takes), if it would. */
    function refused(): boolean {
      const { language, engines, targetLanguage, translationPairs } = get();
      if (!isSupported(language, engines)) {
        set({ failure: { kind: 'unsupportedLanguage', code: language } });
        return true;
      }
      if (targetLanguage && !translates(translationPairs, language, targetLanguage)) {
        set({ failure: { kind: 'unsupportedPair', from: language, to: targetLanguage } });
        return true;
      }
      return false;
    }

    return {
      file: undefined,
      language: setup.language,
      mode: setup.mode,
      upload: 'idle',
      percent: 0,
      phase: 'choose',
      uploaded: undefined,
      failure: undefined,
      engines: undefined,
      serverModes: undefined,
      articleLanguages: undefined,
      articleFields: undefined,
      targetLanguage: setup.targetLanguage,
      translationPairs: undefined,

      choose(picked) {
        if (busy()) return 'busy';
        const media = pickedMedia(picked);
        if ('refusal' in media) return media.refusal;
        const file = handledFile(picked, deps.objectUrls.create(picked), media.kind);
        const previous = get().file;
        if (previous?.file_bloburl) deps.objectUrls.revoke(previous.file_bloburl);
        set({ file, upload: 'idle', percent: 0, uploaded: undefined, failure: undefined });
        return undefined;
      },
      readMetadata(metadata) {
        const file = get().file;
        if (file) set({ file: withMetadata(file, metadata) });
      },
      setLanguage(code) {
        const failure = get().failure;
        set({
          language: code,
          failure: failure?.kind === 'unsupportedLanguage' ? undefined : failure,
        });
      },
      setMode(mode) {
        set({ mode });
      },
      setEngines(engines, modes, articleLanguages, articleFields) {
        set({ engines, serverModes: modes, articleLanguages, articleFields });
      },
      setTargetLanguage(code) {
        const failure = get().failure;
        set({
          targetLanguage: code,
          failure: failure?.kind === 'unsupportedPair' ? undefined : failure,
        });
      },
      setTranslationPairs(pairs) {
        set({ translationPairs: pairs });
      },
      async start() {
        if (busy()) return;
        const { file, uploaded } = get();
        if (!file) return set({ failure: { kind: 'noFile' } });
        if (refused()) return;
        const stored = uploaded ?? (await send(file));
        if (stored) await create({ file_hash: stored.file_hash }, stored);
      },
      async startLink(url) {
        if (busy() || refused()) return;
        await create({ url });
      },
      cancel() {
        controller?.abort();
      },
      dismissFailure() {
        set({ failure: undefined });
      },
      dispose() {
        const file = get().file;
        if (!file?.file_bloburl) return;
        deps.objectUrls.revoke(file.file_bloburl);
        set({ file: { ...file, file_bloburl: '' } });
      },
      restore() {
        const file = get().file;
        if (file && !file.file_bloburl) {
          set({ file: { ...file, file_bloburl: deps.objectUrls.create(file.originalFile) } });
        }
      },
    };
  });
}
