import { useId, useRef, useState } from 'react';
import { useEarlyPick } from '../../../features/forms/index.js';
import { classNames } from '../class-names.js';
import styles from '../subtitle-tools.module.css';

export interface FileDropZoneProps {
  /** The picker's visible label, which names it: 'Choose a file'. */
  label: string;
  hint: string;
  onFiles(files: File[]): void;
  /** Take two files at once (the merge tool fills both places from one pick or drop). */
  multiple?: boolean;
  /** Ids of the messages about the chosen file (its status, its error). */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * A file picker that files can also be dropped on: a real file input, transparent, spread over
 * the whole zone, so clicks, taps, the keyboard (Tab, then Enter or Space) and drops all reach
 * the browser's own picker, and screen readers hear a file button named by the label. It
 * accepts any file: pickers on phones grey out extensions they do not know (.srt, .ass), and a
 * wrong file gets a message saying why.
 */
export function FileDropZone({
  label,
  hint,
  onFiles,
  multiple = false,
  describedBy,
  invalid,
}: FileDropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const take = (picker: HTMLInputElement) => {
    const files = [...(picker.files ?? [])];
    // Cleared, so that choosing the same file again (after fixing it) reads it again.
    picker.value = '';
    if (files.length > 0) onFiles(files);
  };
  useEarlyPick(input, take);
  return (
    <div className={classNames(styles['dropZone'], dragging && styles['dragging'])}>
      <label htmlFor={inputId} className={styles['choose']}>
        {label}
      </label>
      <p id={hintId} className={styles['hint']}>
        {hint}
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple={multiple}
        className={styles['dropInput']}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        onDragEnter={() => setDragging(true)}
        onDragLeave={() => setDragging(false)}
        onDrop={() => setDragging(false)}
        onChange={(event) => take(event.currentTarget)}
      />
    </div>
  );
}
