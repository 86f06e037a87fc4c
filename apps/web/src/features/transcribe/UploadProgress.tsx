import type { UploadState } from '@captio/api-client';
import { useT } from '@captio/i18n/react';
import { ActionButton } from '@captio/ui-kit';
import { useTranscribeT } from './catalog.js';
import { ProgressBar } from './ProgressBar.js';
import type { StartPhase } from './start-store.js';
import styles from './transcribe.module.css';

export interface UploadProgressProps {
  phase: StartPhase;
  upload: UploadState;
  percent: number;
  fileName: string;
  onCancel: () => void;
}

/** Screen readers hear the progress in steps of a tenth, not every percent. */
export function announcedPercent(percent: number): number {
  return Math.floor(Math.min(100, Math.max(0, percent)) / 10) * 10;
}

/**
 * The upload's progress bar (role progressbar, percent rounded) with its cancel button, and a
 * polite live region that says what is happening: uploading, cancelled, starting the task.
 */
export function UploadProgress({
  phase,
  upload,
  percent,
  fileName,
  onCancel,
}: UploadProgressProps) {
  const t = useTranscribeT();
  const shell = useT();
  let status = '';
  if (phase === 'uploading')
    status = shell('upload.progress', { percent: announcedPercent(percent) });
  else if (phase === 'creating') status = t('transcribe.creating');
  else if (phase === 'done') status = t('transcribe.opening');
  else if (upload === 'aborted') status = shell('upload.aborted');
  return (
    <div className={styles['progressArea']}>
      {phase === 'uploading' && (
        <div className={styles['progress']}>
          <ProgressBar
            label={t('transcribe.progress.label', { name: fileName })}
            percent={percent}
            valueText={shell('upload.progress', { percent })}
          />
          <span className={styles['percent']} aria-hidden="true">
            {shell('upload.progress', { percent })}
          </span>
          <ActionButton onClick={onCancel}>{t('transcribe.cancel')}</ActionButton>
        </div>
      )}
      <p role="status" className={styles['status']}>
        {status}
      </p>
    </div>
  );
}
