import { useId, useRef, useState, type DragEvent } from 'react';
import { useEarlyPick } from '../forms/index.js';
import { useLandingT } from './catalog.js';
import { Icon } from '@captio/ui-kit';
import styles from './tool-form.module.css';

export interface FileDropFieldProps {
  /** The picker button's text, also the field's name ("Choose an audio or video file"). */
  buttonLabel: string;
  /** What else works ("or drag and drop it here"). */
  prompt: string;
  /** The kinds of files taken. */
  hint: string;
  accept: string;
  /** A picked or dropped file: the message to show when it is refused, else undefined. */
  onFile: (file: File) => string | undefined;
  /** The file taken, as the reader should see it ("interview.mp3 · 12.40 MB"). */
  chosen?: string | undefined;
  large?: boolean;
  /** While a file is being sent: neither the picker nor a drop takes another. */
  disabled?: boolean;
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * A file picker that is also a drop target. The real control is the native file input (focus,
 * Enter or Space and screen readers treat it as the button it is); the box around it shows
 * focus and the drag state, and takes a file dropped anywhere on it.
 */
export function FileDropField({
  buttonLabel,
  prompt,
  hint,
  accept,
  onFile,
  chosen,
  large = false,
  disabled = false,
}: FileDropFieldProps) {
  const t = useLandingT();
  const ids = { button: useId(), prompt: useId(), hint: useId(), error: useId() };
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const input = useRef<HTMLInputElement>(null);
  const take = (file: File | undefined) => {
    if (file && !disabled) setError(onFile(file));
  };
  useEarlyPick(input, (picker) => take(picker.files?.[0]));
  const over = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const leave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const drop = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  const zoneClass = [
    styles['zone'],
    large && styles['large'],
    dragging && styles['dragging'],
    disabled && styles['disabled'],
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles['dropField']}>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a drop target for
          pointer users only: the file input inside is the control for everyone else. */}
      <div
        className={zoneClass}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={leave}
        onDrop={drop}
      >
        <label className={styles['target']}>
          <input
            ref={input}
            type="file"
            className={styles['fileInput']}
            accept={accept}
            disabled={disabled}
            aria-labelledby={ids.button}
            aria-describedby={[ids.prompt, ids.hint, error && ids.error].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            onChange={(event) => take(event.currentTarget.files?.[0])}
          />
          <span className={styles['zoneIcon']}>
            <Icon name="upload" size={large ? 32 : 26} />
          </span>
          <span id={ids.button} className={styles['pick']}>
            {buttonLabel}
          </span>
          <span id={ids.prompt} className={styles['prompt']}>
            {dragging ? t('landing.file.dropping') : prompt}
          </span>
          <span id={ids.hint} className={styles['hint']}>
            {hint}
          </span>
        </label>
      </div>
      <p className={styles['chosen']} role="status">
        {chosen && (
          <>
            <Icon name="check" size={18} />
            {chosen}
          </>
        )}
      </p>
      {error && (
        <p id={ids.error} className={styles['error']} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
