import { useT } from '@captio/i18n/react';
import type { Cue, Finding } from '@captio/subtitle-core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { speakerColorIndex } from '../SpeakerColors/speaker-colors.js';
import { classNames } from '../class-names.js';
import { cueFindings, findingsByCue } from './cue-findings.js';
import { CueRow, type CueField, type CueRowActions, type CueTextView } from './CueRow.js';
import styles from './CueList.module.css';

/** A translation shown beside the cues' texts (see CueListProps.translation). */
export interface CueListTranslation {
  /** Each cue's translated text, by cue index; undefined where it has none. */
  texts: readonly (string | undefined)[];
  /** Its language (BCP 47). */
  language: string;
  /** Which texts the rows show: the original, the translation, or both side by side. */
  view: CueTextView;
  /** Shown but not editable (a new translation is being made). */
  readOnly: boolean;
  /** A translated text's accessible name, by cue number (the page names the language). */
  label: (number: number) => string;
  /** Every edit of a cue's translation, as typed. */
  onChange: (index: number, text: string) => void;
}

export interface CueListProps {
  /** The transcript's cues in start order (subtitle-core's Cue: times in ms, text, speaker). */
  cues: readonly Cue[];
  /** The transcript's speakers in order of appearance: a speaker's place picks its palette. */
  speakers?: readonly string[];
  /** subtitle-core check() findings for these cues (reading speed, line length, timing). */
  findings?: readonly Finding[];
  /** The cue playing now (cueIndexAt), or -1. Highlighted and scrolled into view. */
  currentIndex?: number;
  /** A click on a cue's number or time: play from there. */
  onSeek: (ms: number) => void;
  /** Every edit of a cue's text, as typed. */
  onTextChange: (index: number, text: string) => void;
  /** A valid start or end typed in a cue's time field (the row refuses invalid ones itself). */
  onTimingChange: (index: number, start: number, end: number) => void;
  /** The speaker chip pressed: open the chooser / rename, anchored to the chip. */
  onSpeakerClick: (index: number, anchor: HTMLElement) => void;
  /**
   * Split the cue at an offset in its text (the button or Ctrl/⌘+Enter): the caret, or the
   * space nearest the middle when the person never placed one. The page decides the times.
   */
  onSplit: (index: number, caret: number) => void;
  /** Merge the cue with the one after it (the button or Ctrl/⌘+Shift+Enter). */
  onMergeNext: (index: number) => void;
  onDelete: (index: number) => void;
  /** The transcript's translation, edited beside the original; none by default. */
  translation?: CueListTranslation | undefined;
  /** The list's accessible name; default "Subtitles". */
  label?: string;
  className?: string;
  style?: CSSProperties;
}

/** A row with one line of text; rows are measured once shown, this only sizes the scrollbar. */
const ESTIMATED_ROW_HEIGHT = 132;
/** Rows kept mounted above and below the view, so Tab and arrows find a neighbour ready. */
const OVERSCAN = 6;
/** Frames to wait for a row scrolled to to mount before giving up on focusing it. */
const FOCUS_FRAMES = 10;
/** The unknown speaker's chip: the last, greyest palette, so named speakers stand out. */
const UNKNOWN_SPEAKER_COLOR = 9;
/** What the server renders: a first screenful, before the browser measures anything. */
const INITIAL_RECT = { width: 800, height: 800 };

function isEditing(list: HTMLElement | null): boolean {
  const active = list?.ownerDocument.activeElement;
  return (
    !!active &&
    !!list?.contains(active) &&
    (active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement)
  );
}

/**
 * The editor's cues as a virtualized list: only the rows in view (and a few around) are in the
 * document, so a three-hour transcript of 3,000 cues opens and types as fast as a short one.
 * Controlled: every edit is a callback, and the page passes the new cues back.
 *
 * Keys (also in each control's aria-keyshortcuts): Tab through a row's controls and on to the
 * next row; ↑ on a text's first line and ↓ on its last line go to the previous / next cue's
 * text; ↑ / ↓ in a time field go to the same time of the previous / next cue; Enter applies a
 * typed time, Escape restores it; Ctrl/⌘+Enter splits at the caret; Ctrl/⌘+Shift+Enter merges
 * with the next cue.
 */
export function CueList({
  cues,
  speakers = [],
  findings,
  currentIndex = -1,
  translation,
  label,
  className,
  style,
  ...callbacks
}: CueListProps) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const latest = useRef({ ...callbacks, translation });
  latest.current = { ...callbacks, translation };

  const virtualizer = useVirtualizer({
    count: cues.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: INITIAL_RECT,
  });

  // One actions object for the list's lifetime: rows are memoized on it, and it reads the
  // page's latest callbacks, so the page need not memoize them.
  const actions = useMemo<CueRowActions>(() => {
    const focusField = (index: number, field: CueField, framesLeft: number) => {
      const target = scroller.current?.querySelector<HTMLElement>(
        `[data-cue-index="${index}"] [data-field="${field}"]`,
      );
      if (target) target.focus();
      else if (framesLeft > 0)
        requestAnimationFrame(() => focusField(index, field, framesLeft - 1));
    };
    return {
      onSeek: (ms) => latest.current.onSeek(ms),
      onTextChange: (index, text) => latest.current.onTextChange(index, text),
      onTimingChange: (index, start, end) => latest.current.onTimingChange(index, start, end),
      onSpeakerClick: (index, anchor) => latest.current.onSpeakerClick(index, anchor),
      onSplit: (index, caret) => latest.current.onSplit(index, caret),
      onMergeNext: (index) => latest.current.onMergeNext(index),
      onDelete: (index) => {
        latest.current.onDelete(index);
        // The delete button, focused, now belongs to the cue after: a second Enter would delete
        // that one too. The focus goes to the text of the cue in the deleted one's place (the
        // one before, when it was the last).
        const place = Math.min(index, virtualizer.options.count - 2);
        if (place < 0) return;
        requestAnimationFrame(() => {
          virtualizer.scrollToIndex(place, { align: 'auto' });
          focusField(place, 'text', FOCUS_FRAMES);
        });
      },
      onTranslationChange: (index, text) => latest.current.translation?.onChange(index, text),
      translationLabel: (number) => latest.current.translation?.label(number) ?? '',
      onMoveFocus: (index, field) => {
        if (index < 0 || index >= virtualizer.options.count) return;
        virtualizer.scrollToIndex(index, { align: 'auto' });
        focusField(index, field, FOCUS_FRAMES);
      },
    };
  }, [virtualizer]);

  // The grouping before this one, whose arrays the rows with unchanged findings keep.
  const grouped = useRef<ReadonlyMap<number, readonly Finding[]> | undefined>(undefined);
  const byCue = useMemo(() => findingsByCue(findings ?? [], grouped.current), [findings]);
  useEffect(() => {
    grouped.current = byCue;
  }, [byCue]);

  useEffect(() => {
    // Follow playback, but never pull the text away from someone typing in it.
    if (currentIndex < 0 || currentIndex >= cues.length || isEditing(scroller.current)) return;
    virtualizer.scrollToIndex(currentIndex, { align: 'auto' });
    // Only a change of the current cue scrolls (cues.length is read, not a dependency): an
    // edit that adds or removes a cue must not pull the view back to the playing one.
  }, [currentIndex, virtualizer]);

  const items = virtualizer.getVirtualItems();
  return (
    <div ref={scroller} className={classNames(styles['scroller'], className)} style={style}>
      <div
        role="list"
        aria-label={label ?? t('editor.cues.label')}
        className={styles['sizer']}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const cue = cues[item.index] as Cue;
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              role="listitem"
              // Only a window of the rows is in the document: tell assistive technology where.
              aria-setsize={cues.length}
              aria-posinset={item.index + 1}
              aria-current={item.index === currentIndex ? 'true' : undefined}
              data-index={item.index}
              data-cue-index={item.index}
              className={styles['slot']}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <CueRow
                cue={cue}
                index={item.index}
                last={item.index === cues.length - 1}
                current={item.index === currentIndex}
                findings={cueFindings(byCue, item.index)}
                speakerColorIndex={
                  cue.speaker ? speakerColorIndex(cue.speaker, speakers) : UNKNOWN_SPEAKER_COLOR
                }
                actions={actions}
                {...(translation && {
                  view: translation.view,
                  translationLanguage: translation.language,
                  translationText: translation.texts[item.index],
                  translationReadOnly: translation.readOnly,
                })}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
