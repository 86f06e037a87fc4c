import { useT } from '@captio/i18n/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { formatCueTime, readCueTimeInput, type CueTimeError } from './cue-time.js';
import styles from './CueList.module.css';
import { classNames } from '../class-names.js';

export interface CueTimeInputProps {
  side: 'start' | 'end';
  cue: { start: number; end: number };
  /** The accessible name ("Start of cue 12"). */
  label: string;
  /** Called with a valid time when the person leaves the field or presses Enter. */
  onCommit: (ms: number) => void;
  /** A plain click also seeks the player to this time, as a click on a time does elsewhere. */
  onSeek: (ms: number) => void;
  /** ↑ / ↓: the same field in the previous / next cue. */
  onMove: (direction: -1 | 1) => void;
}

const ERROR_KEYS = {
  format: 'editor.time.format',
  startNotBeforeEnd: 'editor.time.startNotBeforeEnd',
  endNotAfterStart: 'editor.time.endNotAfterStart',
} as const satisfies Record<CueTimeError, string>;

/**
 * A cue's start or end as text. What is typed stays a draft until Enter or leaving the field;
 * a draft that is not a time, or would give the cue no duration, stays in the field marked
 * invalid with its reason, and the cue keeps its time. Escape puts the cue's time back.
 */
export function CueTimeInput({ side, cue, label, onCommit, onSeek, onMove }: CueTimeInputProps) {
  const t = useT();
  const errorId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<CueTimeError | null>(null);
  const time = side === 'start' ? cue.start : cue.end;
  const value = draft ?? formatCueTime(time);

  const commit = () => {
    if (draft === null) return;
    const result = readCueTimeInput(draft, side, cue);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setDraft(null);
    setError(null);
    if (result.ms !== time) onCommit(result.ms);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && draft !== null) {
      event.preventDefault();
      setDraft(null);
      setError(null);
    } else if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && !event.altKey) {
      event.preventDefault();
      commit();
      onMove(event.key === 'ArrowUp' ? -1 : 1);
    }
  };

  return (
    <span className={styles['timeField']}>
      <input
        type="text"
        inputMode="decimal"
        spellCheck={false}
        autoComplete="off"
        className={classNames(styles['time'], error && styles['timeInvalid'])}
        data-field={side}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (draft === null) onSeek(time);
        }}
      />
      {error && (
        <span id={errorId} className={styles['timeError']} role="alert">
          {t(ERROR_KEYS[error], { time: formatCueTime(side === 'start' ? cue.end : cue.start) })}
        </span>
      )}
    </span>
  );
}
