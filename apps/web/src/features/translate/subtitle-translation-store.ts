import {
  type LanguagePair,
  MAX_SUBTITLE_TEXT,
  poll,
  type TranslationState,
} from '@captio/api-client';
import {
  detectFormat,
  formatOfFile,
  looksBinary,
  type SubtitleFormat,
} from '@captio/subtitle-core';
import { createStore } from 'zustand/vanilla';
import { isSubtitleFile } from '../landing/media-kind.js';
import { promptOf, type PromptedFailure } from '../transcribe/failures.js';
import { refusalOf, type SubtitleInput, type TranslationFailure } from './translation-failures.js';
import { primaryTag, translates } from './translation-pairs.js';
import { subtitleSpanMs } from './subtitle-span.js';

/**
 * Where the flow is: choosing (and after a failure), sending the text, following the
 * translation, or done (its downloads are offered).
 */
export type TranslationPhase = 'choose' | 'sending' | 'translating' | 'done';

/** The body of createTranslation as this flow sends it. */
export interface TranslationRequest {
  text: string;
  file_name: string;
  source_language: string;
  target_language: string;
  fingerprint?: string;
}

/** What the flow needs from the world; the page gives the browser's, tests give fakes. */
export interface SubtitleTranslationDeps {
  /** The file's text (its bytes decoded as the api would); rejects when it cannot be read. */
  readText(file: File): Promise<string>;
  create(request: TranslationRequest): Promise<TranslationState>;
  /** One look at the translation, with the number of cues the file holds. */
  status(translationId: string): Promise<{ translation: TranslationState; cues: number }>;
  fingerprint(): Promise<string | undefined>;
  /** The insufficient-credit modal, the sign-up dialog, the shop prompt. */
  prompt(kind: PromptedFailure): void;
  /** Between two looks at the translation; the poll helper's default otherwise. */
  pollIntervalMs?: number;
}

export interface SubtitleTranslationState {
  input: SubtitleInput;
  file: File | undefined;
  /** What the chosen file's cues last (first start to last end), once read: its price. */
  fileSpanMs: number | undefined;
  text: string;
  /** A primary subtag ('en'), as the engines list pairs. */
  source: string;
  target: string | undefined;
  /** undefined until the server said which pairs it translates. */
  pairs: readonly LanguagePair[] | undefined;
  phase: TranslationPhase;
  /** The job once created: its progress, engine and, at the end, its outcome. */
  translation: TranslationState | undefined;
  /** How many cues the file holds, once the api read it. */
  cues: number | undefined;
  /** The format of the text sent, as the api reads it: what its downloads offer first. */
  sentFormat: SubtitleFormat | undefined;
  failure: TranslationFailure | undefined;
}

export interface SubtitleTranslationActions {
  setInput(input: SubtitleInput): void;
  /** A picked or dropped file: false (nothing changes) when it is not a subtitle file. */
  chooseFile(file: File): boolean;
  setText(text: string): void;
  setSource(code: string): void;
  setTarget(code: string): void;
  setPairs(pairs: readonly LanguagePair[]): void;
  /** Read the text, create the translation, then follow it to its end. */
  start(): Promise<void>;
  /** Stops following (the form is gone); the job itself runs on. */
  dispose(): void;
}

export type SubtitleTranslationStore = ReturnType<typeof createSubtitleTranslationStore>;

export interface SubtitleTranslationSetup {
  source: string;
  target: string | undefined;
}

const finished = (answer: { translation: TranslationState }) =>
  answer.translation.status !== 'WAITING';

/** The failures of the chosen file, which choosing another (or pasting instead) clears. */
const FILE_FAILURES: readonly TranslationFailure['kind'][] = [
  'noInput',
  'unreadable',
  'empty',
  'binary',
  'tooLong',
  'refused',
];

/** The translation of one subtitle file, from choosing it to its downloads. */
export function createSubtitleTranslationStore(
  deps: SubtitleTranslationDeps,
  setup: SubtitleTranslationSetup,
) {
  let controller: AbortController | undefined;
  return createStore<SubtitleTranslationState & SubtitleTranslationActions>()((set, get) => {
    const busy = () => get().phase === 'sending' || get().phase === 'translating';
    /** A change of the choices clears the failure it caused, and the done state. */
    const choosing = (
      failure: TranslationFailure | undefined,
      cleared: readonly TranslationFailure['kind'][],
    ) => ({
      phase: 'choose' as const,
      translation: undefined,
      cues: undefined,
      failure: failure && cleared.includes(failure.kind) ? undefined : failure,
    });

    /**
     * Another language clears the failure the last one caused; a translation done stays, with
     * its downloads (it was paid for), until the next one is asked for.
     */
    const languageChosen = (failure: TranslationFailure | undefined) => {
      const chosen = choosing(failure, ['unsupportedPair', 'refused']);
      return get().phase === 'done' ? { failure: chosen.failure } : chosen;
    };

    /** The chosen file's text, read when it was chosen. */
    let reading: { file: File; text: Promise<string> } | undefined;

    async function textOf(): Promise<string | undefined> {
      const { input, file, text } = get();
      if (input === 'text') return text;
      if (!file) return undefined;
      let read: string;
      try {
        read = await (reading?.file === file ? reading.text : deps.readText(file));
      } catch {
        set({ phase: 'choose', failure: { kind: 'unreadable', name: file.name } });
        return undefined;
      }
      // Said here, in the reader's words, rather than as the api's refusal of a malformed request.
      const { name } = file;
      const failure: TranslationFailure | undefined =
        read.trim() === ''
          ? { kind: 'empty', name }
          : looksBinary(read)
            ? { kind: 'binary', name }
            : read.length > MAX_SUBTITLE_TEXT
              ? { kind: 'tooLong', name, limit: MAX_SUBTITLE_TEXT }
              : undefined;
      if (!failure) return read;
      set({ phase: 'choose', failure });
      return undefined;
    }

    async function follow(created: TranslationState): Promise<void> {
      controller = new AbortController();
      set({ phase: 'translating', translation: created });
      try {
        const last = await poll(
          async () => {
            const answer = await deps.status(created.translation_id);
            set({ translation: answer.translation, cues: answer.cues });
            return answer;
          },
          {
            isDone: finished,
            signal: controller.signal,
            ...(deps.pollIntervalMs !== undefined && { intervalMs: deps.pollIntervalMs }),
          },
        );
        const { failure } = last.translation;
        if (last.translation.status === 'SUCCESS') set({ phase: 'done' });
        else set({ phase: 'choose', failure: { kind: 'failed', message: failure?.message ?? '' } });
      } catch {
        if (!controller.signal.aborted) set({ phase: 'choose', failure: { kind: 'unreachable' } });
      } finally {
        controller = undefined;
      }
    }

    return {
      input: 'file',
      file: undefined,
      fileSpanMs: undefined,
      text: '',
      source: primaryTag(setup.source),
      target: setup.target === undefined ? undefined : primaryTag(setup.target),
      pairs: undefined,
      phase: 'choose',
      translation: undefined,
      cues: undefined,
      sentFormat: undefined,
      failure: undefined,

      setInput(input) {
        if (busy()) return;
        set({ input, ...choosing(get().failure, FILE_FAILURES) });
      },
      chooseFile(file) {
        if (busy() || !isSubtitleFile(file)) return false;
        set({
          file,
          fileSpanMs: undefined,
          ...choosing(get().failure, [...FILE_FAILURES, 'failed']),
        });
        // Read at once for its price; the same reading is sent.
        const text = deps.readText(file);
        reading = { file, text };
        text.then(
          (text) => {
            if (get().file === file) set({ fileSpanMs: subtitleSpanMs(text, file.name) });
          },
          () => {
            // Said when it is sent, in the words of the failure.
          },
        );
        return true;
      },
      setText(text) {
        if (busy()) return;
        set({ text, ...choosing(get().failure, ['noInput', 'refused', 'failed']) });
      },
      setSource(code) {
        if (busy()) return;
        set({ source: primaryTag(code), ...languageChosen(get().failure) });
      },
      setTarget(code) {
        if (busy()) return;
        set({ target: primaryTag(code), ...languageChosen(get().failure) });
      },
      setPairs(pairs) {
        set({ pairs });
      },
      async start() {
        if (busy()) return;
        const { input, file, text, source, target, pairs } = get();
        if (input === 'file' ? !file : text.trim() === '') {
          return set({ failure: { kind: 'noInput', input } });
        }
        if (!target || !translates(pairs, source, target)) {
          return set({ failure: { kind: 'unsupportedPair', from: source, to: target ?? '' } });
        }
        set({ phase: 'sending', failure: undefined, translation: undefined, cues: undefined });
        const content = await textOf();
        if (content === undefined) return;
        const fileName = input === 'file' && file ? file.name : 'subtitles';
        set({ sentFormat: formatOfFile(fileName, content) ?? detectFormat(content) });
        let created: TranslationState;
        try {
          const fingerprint = await deps.fingerprint().catch(() => undefined);
          created = await deps.create({
            text: content,
            file_name: fileName,
            source_language: source,
            target_language: target,
            ...(fingerprint ? { fingerprint } : {}),
          });
        } catch (error) {
          const failure = refusalOf(error);
          set({ phase: 'choose', failure });
          const prompt = promptOf(failure);
          if (prompt) deps.prompt(prompt);
          return;
        }
        await follow(created);
      },
      dispose() {
        controller?.abort();
      },
    };
  });
}
