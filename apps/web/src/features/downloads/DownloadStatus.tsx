import type { DownloadFormat } from '@captio/api-client';
import { ProgressBar } from '../transcribe/ProgressBar.js';
import { announcedPercent } from '../transcribe/UploadProgress.js';
import flowStyles from '../transcribe/transcribe.module.css';
import { useDownloadsT } from './catalog.js';
import type { DownloadPhase } from './download-flow.js';

export interface DownloadStatusProps {
  phase: DownloadPhase;
  /** The download's percent done, while it converts. */
  percent: number;
  format: DownloadFormat;
}

/**
 * The conversion's progress bar, and a polite live region that says what is happening: the
 * link being looked up, the conversion starting, its percent (in steps of a tenth, not every
 * percent), the file ready.
 */
export function DownloadStatus({ phase, percent, format }: DownloadStatusProps) {
  const t = useDownloadsT();
  const values = { format: format.toUpperCase(), percent };
  let status = '';
  if (phase === 'inspecting') status = t('downloads.inspecting');
  else if (phase === 'starting') status = t('downloads.starting');
  else if (phase === 'converting') {
    status = t('downloads.progress.status', { ...values, percent: announcedPercent(percent) });
  } else if (phase === 'done') status = t('downloads.ready.title', values);
  return (
    <div className={flowStyles['progressArea']}>
      {phase === 'converting' && (
        <div className={flowStyles['progress']}>
          <ProgressBar
            label={t('downloads.progress.label', values)}
            percent={percent}
            valueText={t('downloads.progress.status', values)}
          />
          <span className={flowStyles['percent']} aria-hidden="true">
            {`${percent}%`}
          </span>
        </div>
      )}
      <p role="status" className={flowStyles['status']}>
        {status}
      </p>
    </div>
  );
}
