import {
  mediaUrl,
  thumbnailUrl,
  type TranscriptLine,
  type TranscriptResult,
} from '@captio/api-client';
import { useLocale } from '@captio/i18n/react';
import type { Finding } from '@captio/subtitle-core';
import {
  ActionButton,
  clampTime,
  CueList,
  type CueTextView,
  cueIndexAt,
  lastCueStartingBy,
  DEFAULT_ZOOM,
  EditorShortcuts,
  FindReplaceBar,
  PlayerControls,
  SKIP_MS,
  stepMatch,
  stepPlaybackRate,
  useNotify,
  usePlayerShortcuts,
  Waveform,
} from '@captio/ui-kit';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useApi } from '../../api/api-context.js';
import { spokenLanguageName } from '../../features/landing/language-names.js';
import {
  browserIdle,
  browserTimers,
  createEditorStore,
  docOf,
  type EditResult,
  findMatches,
  matchIndexAfter,
  type FindingsCache,
  keyValueDrafts,
  updateFindings,
} from '../../features/editor/index.js';
import { webKeyValueStore } from '../../shell/client-storage.js';
import { useAppStores } from '../../state/stores.js';
import { useResultT } from './catalog.js';
import { EDIT_ERROR_KEYS } from './edit-errors.js';
import { ArticlePanel } from './ArticlePanel.js';
import { EngineNote } from './EngineNote.js';
import { exportHref, SUBTITLE_EXPORTS } from './export-options.js';
import { showsPicture } from './media-kind.js';
import { ExportPanel } from './ExportPanel.js';
import { DraftBanner, SaveStatusLine } from './SaveStatusLine.js';
import { cueMaker, shownSpeakers } from './speaker-labels.js';
import { SpeakerDialog } from './SpeakerDialog.js';
import { SpeakersPanel } from './SpeakersPanel.js';
import { useSameValue, useStableHandlers } from './stable-handlers.js';
import { useEditorAutosave } from './use-editor-autosave.js';
import { TranslationBar } from './TranslationBar.js';
import { useEditorKeys } from './use-editor-keys.js';
import { usePlayback } from './use-playback.js';
import { browserEvents } from '../../api/follow-events.js';
import { useTranscriptTranslation } from './use-transcript-translation.js';
import styles from './result-page.module.css';

const VTT_CAPTIONS = SUBTITLE_EXPORTS.find((choice) => choice.format === 'vtt') ?? {
  format: 'vtt',
  kind: 'subtitle',
  vipOnly: false,
};

const NO_LINES: readonly TranscriptLine[] = [];

// What a keystroke in a cue does not change renders once, not with every keystroke: these take
// stable handlers (useStableHandlers) and data that stays the same object while it is equal.
const MemoPlayerControls = memo(PlayerControls);
const MemoEditorShortcuts = memo(EditorShortcuts);
const MemoSpeakersPanel = memo(SpeakersPanel);
const MemoExportPanel = memo(ExportPanel);
const MemoEngineNote = memo(EngineNote);
const MemoTranslationBar = memo(TranslationBar);

/** Frames to wait for a cue's row to mount (the list scrolls to it) before giving up. */
const FOCUS_FRAMES = 10;

/** Puts the focus in a cue's text once its row is on the page. */
function focusCueText(index: number, framesLeft = FOCUS_FRAMES): void {
  const field = document.querySelector<HTMLElement>(
    `[data-cue-index="${index}"] [data-field="text"]`,
  );
  if (field) field.focus();
  else if (framesLeft > 0) requestAnimationFrame(() => focusCueText(index, framesLeft - 1));
}

/**
 * check()'s findings for the cues, patched after each edit (updateFindings), and computed after
 * the first paint: a whole check of a three-hour transcript takes a tenth of a second, which the
 * editor must not wait for before it can be typed in.
 */
function useFindings(lines: readonly TranscriptLine[], language: string): Finding[] {
  const deferred = useDeferredValue(lines, NO_LINES);
  const [cache, setCache] = useState<FindingsCache | undefined>(undefined);
  const next =
    cache?.lines === deferred && cache.language === language
      ? cache
      : updateFindings(cache, deferred, language);
  // Kept for the next edit's patch; setting state during render is React's way to derive it.
  if (next !== cache) setCache(next);
  return useMemo(() => next.byCue.flat(), [next]);
}

/** Within this much of a cue's start, "previous cue" goes to the cue before it. */
const STEP_BACK_GRACE_MS = 500;

interface WaveformData {
  peaks: number[];
  sceneChanges: number[];
}

/**
 * The waveform's peaks and scene changes, or null when the server has none to give (or the media
 * is no longer kept). Asked for once the browser is idle after the editor appears: a three-hour
 * file's peaks are 1.5 MB to check and draw, and the text is what a reader edits first.
 */
function useWaveformData(hash: string, mediaKept: boolean): WaveformData | null {
  const api = useApi();
  const [data, setData] = useState<WaveformData | null>(null);
  useEffect(() => {
    if (!mediaKept) return undefined;
    let live = true;
    const cancel = browserIdle(browserTimers)(() => {
      api.call('fileWaveform', { params: { hash } }, { toast: false }).then(
        ({ data: answer }) => {
          if (live) {
            setData({
              peaks: answer.peaks,
              sceneChanges: answer.scene_changes.map((seconds) => Math.round(seconds * 1000)),
            });
          }
        },
        // The editor works without its waveform (the cue list retimes cues too).
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [api, hash, mediaKept]);
  return data;
}

export interface EditorViewProps {
  result: TranscriptResult;
  /** The reader's level; undefined for a visitor. */
  level: number | undefined;
  /** Loads the transcript again (after a conflict, "reload theirs"). */
  onReload: () => void;
  /** The subtitle format the reader came for (?export= of the address), offered first. */
  exportFormat?: string | undefined;
}

/**
 * The transcript editor: the media and its waveform, the cues in sync with them, search,
 * speakers, saving and exports. The state lives in an editor store made for this transcript.
 */
export function EditorView({ result, level, onReload, exportFormat }: EditorViewProps) {
  const t = useResultT();
  const api = useApi();
  const { notify } = useNotify();
  const store = useMemo(() => createEditorStore({ result }), [result]);
  const state = useStore(store);
  const drafts = useMemo(
    () =>
      keyValueDrafts(
        webKeyValueStore(typeof localStorage === 'undefined' ? undefined : localStorage),
      ),
    [],
  );
  const autosave = useEditorAutosave(store, api, drafts);
  const currentFile = useAppStores().currentFile;
  useEffect(() => {
    // The drawer highlights this file; deleting it there resets the page's file state.
    currentFile.getState().open({
      fileHash: result.task.file_hash,
      driveFile: result.drive_file,
      url: result.url || false,
    });
    return () => currentFile.getState().reset();
  }, [currentFile, result]);
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const playback = usePlayback(media);
  const mediaKept = result.media_kept;
  const waveform = useWaveformData(result.task.file_hash, mediaKept);
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [speakerFor, setSpeakerFor] = useState<number | undefined>();
  const [finding, setFinding] = useState(false);
  const [query, setQuery] = useState('');
  const [replacement, setReplacement] = useState('');
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [activeMatch, setActiveMatch] = useState(-1);
  const findButton = useRef<HTMLButtonElement>(null);
  const lastCue = useRef<number>(undefined);
  const cueSection = useRef<HTMLElement>(null);
  // The cue the reader last worked in (its text, times or buttons): "Add cue" adds after it.
  useEffect(() => {
    const section = cueSection.current;
    if (!section) return;
    const note = (event: FocusEvent) => {
      const row = (event.target as HTMLElement).closest<HTMLElement>('[data-cue-index]');
      const index = Number(row?.dataset['cueIndex']);
      if (row && Number.isInteger(index)) lastCue.current = index;
    };
    section.addEventListener('focusin', note);
    return () => section.removeEventListener('focusin', note);
  }, []);
  const [textView, setTextView] = useState<CueTextView>('both');
  const locale = useLocale();
  const nameOf = useCallback((code: string) => spokenLanguageName(code, locale), [locale]);
  const openEvents = useMemo(browserEvents, []);
  const translationTexts = useMemo(
    () => state.translate_file_json.map((line) => line.text),
    [state.translate_file_json],
  );

  const doc = docOf(state);
  const shown = useMemo(
    () =>
      shownSpeakers(
        { file_json: state.file_json, speaker_file_json: state.speaker_file_json },
        (n) =>
          n === 0
            ? t('result.speakers.unknown')
            : t('result.speakers.unknownNumbered', { number: n }),
      ),
    // t is made anew on each render but changes its texts with the locale only, and a locale
    // switch loads the page again.
    [state.file_json, state.speaker_file_json],
  );
  // A text edit makes the list anew with the same speakers: the same list then, for the panels.
  const speakers = useSameValue(shown);
  const labels = useMemo(
    () =>
      new Map(speakers.flatMap((s) => (s.key === undefined ? [] : [[s.key, s.label] as const]))),
    [speakers],
  );
  const makeCues = useMemo(cueMaker, []);
  const cues = useMemo(
    () => makeCues(state.file_json, labels),
    [makeCues, state.file_json, labels],
  );
  const findings = useFindings(state.file_json, state.layoutLanguage);
  const matches = useMemo(
    () => (finding ? findMatches(doc, query, { caseSensitive }) : []),
    // doc is made anew on each render; its lines are what matter.
    [finding, state.file_json, query, caseSensitive],
  );
  const currentIndex = cueIndexAt(cues, playback.currentMs);
  const durationMs = Number.isFinite(playback.durationMs)
    ? playback.durationMs
    : result.duration * 1000;

  const report = (edit: EditResult): boolean => {
    if (!edit.ok) {
      notify({
        id: 'result-edit',
        color: 'warning',
        description: t(EDIT_ERROR_KEYS[edit.error.code]),
      });
    }
    return edit.ok;
  };
  /** Next: the first cue after the playhead. Previous: the start of the cue playing (after its
   * first moments), else the one before, as music players step. */
  const stepCue = (direction: -1 | 1) => {
    const now = playback.currentMs;
    const target =
      direction === 1
        ? cues.findIndex((cue) => cue.start > now + 1)
        : cues.findLastIndex((cue) => cue.start < now - STEP_BACK_GRACE_MS);
    const cue = cues[target];
    if (cue) playback.seek(cue.start);
  };
  const goToMatch = (index: number) => {
    setActiveMatch(index);
    const match = matches[index];
    const cue = match && cues[match.cueIndex];
    if (cue) playback.seek(cue.start);
  };
  // After a replace, where the search goes on from (the end of the replacement), once the
  // matches of the edited text are found.
  const [resumeAfter, setResumeAfter] = useState<{ cueIndex: number; offset: number }>();
  useEffect(() => {
    if (!resumeAfter) return;
    setResumeAfter(undefined);
    goToMatch(matchIndexAfter(matches, resumeAfter));
    // Only once the matches have been found again: the other values are read as they are then.
  }, [matches]);

  usePlayerShortcuts({
    playPause: playback.playPause,
    previousCue: () => stepCue(-1),
    nextCue: () => stepCue(1),
    back5: () => playback.seek(clampTime(playback.currentMs - SKIP_MS, durationMs)),
    forward5: () => playback.seek(clampTime(playback.currentMs + SKIP_MS, durationMs)),
    slower: () => playback.setRate(stepPlaybackRate(playback.rate, 'slower')),
    faster: () => playback.setRate(stepPlaybackRate(playback.rate, 'faster')),
  });
  useEditorKeys({
    undo: () => store.getState().undo(),
    redo: () => store.getState().redo(),
    find: () => setFinding(true),
  });

  const editor = store.getState();
  const stable = useStableHandlers({
    stepCue,
    flush: () => autosave.flush(),
    renameSpeaker: (key: string | undefined, name: string) =>
      report(editor.renameSpeaker(key, name)),
  });
  const translation = useTranscriptTranslation({
    store,
    api,
    flush: stable.flush,
    initial: result.task.translation,
    openEvents,
  });
  const heldTranslation = useMemo(
    () => ({
      language: state.translationLanguage,
      engine: state.translationEngine,
      mismatched: state.mismatched_original,
      edited: state.translate_is_change === true,
    }),
    [
      state.translationLanguage,
      state.translationEngine,
      state.mismatched_original,
      state.translate_is_change,
    ],
  );
  const translationLanguage = state.translationLanguage;
  // Language names come from Intl.DisplayNames: looked up when the language changes, not per key.
  const sourceName = useMemo(() => nameOf(state.layoutLanguage), [nameOf, state.layoutLanguage]);
  const translationName = useMemo(
    () => (translationLanguage ? nameOf(translationLanguage) : undefined),
    [nameOf, translationLanguage],
  );
  const cueTranslation =
    translationLanguage && translationName
      ? {
          texts: translationTexts,
          language: translationLanguage,
          view: textView,
          readOnly: state.translating,
          label: (number: number) =>
            t('result.translation.cueLabel', { number, language: translationName }),
          onChange: (index: number, text: string) => report(editor.editTranslation(index, text)),
        }
      : undefined;

  const current = cues[currentIndex];
  const hash = result.task.file_hash;
  const poster = result.file_pic || thumbnailUrl(hash);
  // The saved transcript as a captions track, for the browser's own caption menu and full
  // screen; the page draws the edited cue over the picture itself.
  const captions = {
    src: exportHref(result.task.task_id, VTT_CAPTIONS, { timestamps: true, speakers: false }),
    srcLang: state.layoutLanguage || undefined,
    label: t('result.player.captions'),
  };

  const picture = result.file !== null && showsPicture(result.file);
  const controls = (
    <MemoPlayerControls
      playing={playback.playing}
      currentTime={playback.currentMs}
      duration={durationMs}
      playbackRate={playback.rate}
      onPlayPause={playback.playPause}
      onSeek={playback.seek}
      onStepCue={stable.stepCue}
      onPlaybackRateChange={playback.setRate}
      canStepPrevious={cues.length > 0 && playback.currentMs > (cues[0]?.start ?? 0)}
      canStepNext={cues.some((cue) => cue.start > playback.currentMs)}
    />
  );
  const wave = waveform && durationMs > 0 && (
    <Waveform
      peaks={waveform.peaks}
      duration={durationMs}
      cues={cues}
      currentIndex={currentIndex}
      sceneChanges={waveform.sceneChanges}
      media={media.current}
      minPxPerSec={zoom}
      onZoomChange={setZoom}
      onSeek={playback.seek}
      onCueTimingChange={(index, start, end) => report(editor.editTimes(index, { start, end }))}
    />
  );

  return (
    <div className={styles['editor']}>
      <header className={styles['editorHead']}>
        <h1 className={styles['title']}>{state.file_name || result.task.file_name}</h1>
        <MemoEngineNote task={result.task} />
        <SaveStatusLine autosave={autosave} onReload={onReload} />
      </header>
      <DraftBanner autosave={autosave} />
      <div className={styles['workspace']} data-media={picture ? 'video' : 'audio'}>
        <section
          className={styles['media']}
          aria-label={t(
            !mediaKept
              ? 'result.player.notKeptLabel'
              : picture
                ? 'result.player.label'
                : 'result.player.audioLabel',
          )}
        >
          {!mediaKept ? (
            // Its keep ran out (or its file was deleted): the transcript stays, the player cannot.
            <p className={styles['mediaNotKept']}>{t('result.player.notKept')}</p>
          ) : picture ? (
            <>
              <div className={styles['screen']}>
                <video
                  ref={media}
                  src={mediaUrl(hash)}
                  poster={poster}
                  preload="metadata"
                  playsInline
                  className={styles['video']}
                >
                  <track kind="captions" {...captions} />
                </video>
                {current && (
                  // The current cue over the picture, as a viewer will see it; the list has it too.
                  <p className={styles['caption']} aria-hidden="true">
                    {(cueTranslation?.view === 'translation' &&
                      cueTranslation.texts[currentIndex]) ||
                      current.text}
                  </p>
                )}
              </div>
              {controls}
              {wave}
            </>
          ) : (
            // Sound only: no screen, the controls and the waveform in one compact box.
            <div className={styles['audioPlayer']}>
              <audio ref={media} src={mediaUrl(hash)} preload="metadata">
                <track kind="captions" {...captions} />
              </audio>
              {controls}
              {wave}
            </div>
          )}
          {mediaKept && <MemoEditorShortcuts />}
        </section>
        <section ref={cueSection} className={styles['cues']} aria-labelledby="result-cues-heading">
          <div className={styles['toolbar']}>
            <h2 id="result-cues-heading">{t('result.cues.heading', { count: cues.length })}</h2>
            <ActionButton
              onClick={() => editor.undo()}
              disabled={state.history.past.length === 0}
              aria-keyshortcuts="Control+Z Meta+Z"
            >
              {t('result.toolbar.undo')}
            </ActionButton>
            <ActionButton
              onClick={() => editor.redo()}
              disabled={state.history.future.length === 0}
              aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
            >
              {t('result.toolbar.redo')}
            </ActionButton>
            <ActionButton
              onClick={() => {
                // After the cue the reader last worked in; else after the cue the playhead is in,
                // or the last one before it when it stands in a gap (at the top before the
                // first): where the reader is, not at the end.
                const worked = lastCue.current;
                const after =
                  worked !== undefined && worked < cues.length
                    ? worked
                    : lastCueStartingBy(cues, playback.currentMs);
                const inserted = editor.insertCue(after);
                // The player goes to the new cue, and the list with it; the focus goes to its
                // text, to be typed.
                const added = inserted.ok ? inserted.doc.file_json[after + 1] : undefined;
                if (report(inserted) && added) {
                  playback.seek(added.start_time);
                  lastCue.current = after + 1;
                  focusCueText(after + 1);
                }
              }}
            >
              {t('result.toolbar.insert')}
            </ActionButton>
            <ActionButton onClick={() => report(editor.reflow())}>
              {t('result.toolbar.reflow')}
            </ActionButton>
            <ActionButton
              ref={findButton}
              aria-expanded={finding}
              aria-keyshortcuts="Control+F Meta+F"
              onClick={() => setFinding((open) => !open)}
            >
              {t('result.toolbar.find')}
            </ActionButton>
          </div>
          <MemoTranslationBar
            translation={translation}
            durationMs={result.duration * 1000}
            held={heldTranslation}
            sourceName={sourceName}
            languageName={nameOf}
            view={textView}
            onViewChange={setTextView}
          />
          {finding && (
            <FindReplaceBar
              query={query}
              replacement={replacement}
              caseSensitive={caseSensitive}
              matchCount={matches.length}
              activeMatch={activeMatch}
              onQueryChange={(next) => {
                setQuery(next);
                setActiveMatch(-1);
              }}
              onReplacementChange={setReplacement}
              onCaseSensitiveChange={setCaseSensitive}
              onNext={() => goToMatch(stepMatch(activeMatch, matches.length, 'next'))}
              onPrevious={() => goToMatch(stepMatch(activeMatch, matches.length, 'previous'))}
              onReplace={() => {
                const match = matches[activeMatch >= 0 ? activeMatch : 0];
                if (match && report(editor.replaceMatch(match, replacement))) {
                  setResumeAfter({
                    cueIndex: match.cueIndex,
                    offset: match.start + replacement.length,
                  });
                }
              }}
              onReplaceAll={() => {
                const replaced = editor.replaceAll(query, replacement, { caseSensitive });
                if (report(replaced)) {
                  notify({
                    id: 'result-replaced',
                    description: t('result.find.replaced', { count: replaced.count }),
                  });
                  setActiveMatch(-1);
                }
              }}
              onClose={() => {
                setFinding(false);
                // The bar and the field that had focus go: back to the button that opened it.
                findButton.current?.focus();
              }}
            />
          )}
          {cues.length === 0 ? (
            <p className={styles['hint']}>{t('result.cues.empty')}</p>
          ) : (
            <CueList
              cues={cues}
              speakers={speakers.flatMap((s) => (s.label === undefined ? [] : [s.label]))}
              findings={findings}
              currentIndex={currentIndex}
              className={styles['cueList']}
              // Each cue's button says "Play cue N from …": it plays, paused or not.
              onSeek={playback.playFrom}
              onTextChange={(index, text) => report(editor.editText(index, text))}
              onTimingChange={(index, start, end) =>
                report(editor.editTimes(index, { start, end }))
              }
              onSpeakerClick={(index) => setSpeakerFor(index)}
              onSplit={(index, caret) => report(editor.split(index, caret))}
              onMergeNext={(index) => report(editor.mergeWithNext(index))}
              onDelete={(index) => report(editor.deleteCue(index))}
              translation={cueTranslation}
            />
          )}
        </section>
      </div>
      <div className={styles['panels']}>
        <ArticlePanel result={result} />
        <MemoSpeakersPanel speakers={speakers} onRename={stable.renameSpeaker} />
        <MemoExportPanel
          taskId={result.task.task_id}
          level={level}
          flush={stable.flush}
          translationName={translationName}
          firstFormat={exportFormat}
        />
      </div>
      {speakerFor !== undefined && state.file_json[speakerFor] && (
        <SpeakerDialog
          cueNumber={speakerFor + 1}
          current={state.file_json[speakerFor]?.speaker}
          speakers={speakers}
          onAssign={(key) => report(editor.assignSpeaker(speakerFor, key))}
          onClose={() => setSpeakerFor(undefined)}
        />
      )}
    </div>
  );
}
