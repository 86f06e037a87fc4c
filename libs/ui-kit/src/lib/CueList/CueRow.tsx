import { useT } from '@captio/i18n/react';
import type { Cue, Finding } from '@captio/subtitle-core';
import { memo, useRef, type KeyboardEvent } from 'react';
import { IconButton } from '../ActionButton/IconButton.js';
import { Icon } from '../Icon/Icon.js';
import { SpeakerChip } from '../SpeakerColors/SpeakerChip.js';
import { classNames } from '../class-names.js';
import { cueFlag } from './cue-findings.js';
import { CUE_TEXT_KEYSHORTCUTS, cueTextKeyAction } from './cue-list-keys.js';
import { CueTimeInput } from './CueTimeInput.js';
import { formatCueTime } from './cue-time.js';
import { defaultSplitPoint } from './split-point.js';
import styles from './CueList.module.css';

/** Where focus goes in a row: a field, by its data-field name. */
export type CueField = 'start' | 'end' | 'text' | 'translation';

/** Which texts a row shows: the original, its translation, or both side by side. */
export type CueTextView = 'original' | 'translation' | 'both';

/** What a row reports; the list passes the same functions to every row (see CueList). */
export interface CueRowActions {
  onSeek: (ms: number) => void;
  onTextChange: (index: number, text: string) => void;
  onTimingChange: (index: number, start: number, end: number) => void;
  onSpeakerClick: (index: number, anchor: HTMLElement) => void;
  onSplit: (index: number, caret: number) => void;
  onMergeNext: (index: number) => void;
  onDelete: (index: number) => void;
  /** Focus a field of another row (arrow keys). */
  onMoveFocus: (index: number, field: CueField) => void;
  /** Every edit of a cue's translation, as typed (rows with a translation only). */
  onTranslationChange: (index: number, text: string) => void;
  /** The accessible name of a cue's translated text (the page names the language). */
  translationLabel: (number: number) => string;
}

export interface CueRowProps {
  cue: Cue;
  index: number;
  /** Whether this is the last cue (nothing to merge with). */
  last: boolean;
  /** The cue playing now: highlighted. */
  current: boolean;
  /** check()'s findings for this cue. */
  findings: readonly Finding[];
  /** The speaker's palette, from speakerColorIndex. */
  speakerColorIndex: number;
  actions: CueRowActions;
  /** Which texts to show; the original alone (the default) without a translation. */
  view?: CueTextView;
  /**
   * The translation's language (BCP 47) when the transcript has one: the row then shows the
   * cue's translation as `view` says. Plain values, not an object: the row is memoized on them.
   */
  translationLanguage?: string | undefined;
  /** The cue's translated text; undefined where the translation has no line for it (read only). */
  translationText?: string | undefined;
  /** The translation is shown but not editable (a new one is being made). */
  translationReadOnly?: boolean;
}

/** A text box's height: its lines, 2 to 4. */
const rowsFor = (text: string) => Math.min(4, Math.max(2, text.split('\n').length));

/**
 * One cue of the editor: its times, speaker, text, what check() found, and its actions. Memoized:
 * typing in one cue re-renders that row only, as long as the list hands the others the same cue
 * objects, findings arrays and actions.
 */
export const CueRow = memo(function CueRow({
  cue,
  index,
  last,
  current,
  findings,
  speakerColorIndex,
  actions,
  view = 'original',
  translationLanguage,
  translationText,
  translationReadOnly = false,
}: CueRowProps) {
  const t = useT();
  const text = useRef<HTMLTextAreaElement>(null);
  /** Whether the person has placed the caret in this text (else split cuts between words). */
  const caretPlaced = useRef(false);
  const number = index + 1;
  const caret = () =>
    caretPlaced.current && text.current ? text.current.selectionStart : defaultSplitPoint(cue.text);

  const translated = translationLanguage !== undefined;
  const showsOriginal = view !== 'translation' || !translated;
  const showsTranslation = translated && view !== 'original';

  /** Arrows go to the same text (original or translation) of the cue above or below. */
  const onTextKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>, field: CueField) => {
    const area = event.currentTarget;
    const action = cueTextKeyAction(event, area);
    if (action === null) return;
    if ((action === 'previousCue' && index === 0) || (action === 'nextCue' && last)) return;
    // The translation's caret is no place in the original: split and merge are the original's.
    if (field === 'translation' && (action === 'split' || action === 'mergeNext')) return;
    event.preventDefault();
    if (action === 'previousCue') actions.onMoveFocus(index - 1, field);
    else if (action === 'nextCue') actions.onMoveFocus(index + 1, field);
    else if (action === 'split') actions.onSplit(index, area.selectionStart);
    else if (!last) actions.onMergeNext(index);
  };

  return (
    // The list's slot around the row is the listitem and carries aria-current.
    <div className={classNames(styles['row'], current && styles['current'])}>
      <div className={styles['head']}>
        <button
          type="button"
          className={styles['seek']}
          aria-label={t('editor.cue.seek', { number, time: formatCueTime(cue.start) })}
          onClick={() => actions.onSeek(cue.start)}
        >
          <Icon name="play" size={12} />
          <span aria-hidden="true">{number}</span>
        </button>
        <CueTimeInput
          side="start"
          cue={cue}
          label={t('editor.cue.start', { number })}
          onCommit={(ms) => actions.onTimingChange(index, ms, cue.end)}
          onSeek={actions.onSeek}
          onMove={(direction) => actions.onMoveFocus(index + direction, 'start')}
        />
        <span aria-hidden="true" className={styles['arrow']}>
          →
        </span>
        <CueTimeInput
          side="end"
          cue={cue}
          label={t('editor.cue.end', { number })}
          onCommit={(ms) => actions.onTimingChange(index, cue.start, ms)}
          onSeek={actions.onSeek}
          onMove={(direction) => actions.onMoveFocus(index + direction, 'end')}
        />
        <SpeakerChip
          speaker={cue.speaker}
          colorIndex={speakerColorIndex}
          label={t('editor.cue.speaker', {
            number,
            name: cue.speaker?.trim() ? cue.speaker : t('editor.speaker.unknown'),
          })}
          onClick={(anchor) => actions.onSpeakerClick(index, anchor)}
        />
        <span className={styles['actions']}>
          <IconButton
            label={t('editor.cue.split', { number })}
            aria-keyshortcuts="Control+Enter Meta+Enter"
            disabled={cue.text.length < 2}
            onClick={() => actions.onSplit(index, caret())}
          >
            <Icon name="scissors" />
          </IconButton>
          <IconButton
            label={t('editor.cue.mergeNext', { number })}
            aria-keyshortcuts="Control+Shift+Enter Meta+Shift+Enter"
            disabled={last}
            onClick={() => actions.onMergeNext(index)}
          >
            <Icon name="merge" />
          </IconButton>
          <IconButton
            label={t('editor.cue.delete', { number })}
            onClick={() => actions.onDelete(index)}
          >
            <Icon name="trash" />
          </IconButton>
        </span>
      </div>
      <div
        className={classNames(
          styles['texts'],
          showsOriginal && showsTranslation && styles['sideBySide'],
        )}
      >
        {showsOriginal && (
          <textarea
            ref={text}
            className={styles['text']}
            data-field="text"
            // Arabic or Hebrew text runs from the right, whatever the page's direction.
            dir="auto"
            aria-label={t('editor.cue.text', { number })}
            aria-keyshortcuts={CUE_TEXT_KEYSHORTCUTS}
            rows={rowsFor(cue.text)}
            value={cue.text}
            onChange={(event) => actions.onTextChange(index, event.target.value)}
            onKeyDown={(event) => onTextKeyDown(event, 'text')}
            onSelect={() => {
              caretPlaced.current = true;
            }}
          />
        )}
        {showsTranslation && (
          <textarea
            className={styles['text']}
            data-field="translation"
            dir="auto"
            lang={translationLanguage}
            aria-label={actions.translationLabel(number)}
            rows={rowsFor(translationText ?? '')}
            value={translationText ?? ''}
            readOnly={translationReadOnly || translationText === undefined}
            onChange={(event) => actions.onTranslationChange(index, event.target.value)}
            onKeyDown={(event) => onTextKeyDown(event, 'translation')}
          />
        )}
      </div>
      {findings.length > 0 && (
        <ul className={styles['flags']} aria-label={t('editor.cue.findings', { number })}>
          {findings.map((finding, at) => {
            const flag = cueFlag(finding);
            return (
              <li
                key={`${finding.code}-${finding.line ?? at}`}
                className={classNames(styles['flag'], styles[flag.severity])}
                data-code={flag.code}
              >
                {t(flag.label)}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
});
