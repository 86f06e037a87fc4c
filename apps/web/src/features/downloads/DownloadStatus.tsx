import type { DownloadFormat } from '@captio/api-client';
import { ProgressBar } from '../transcribe/ProgressBar.js';
import { announcedPercent } from '../transcribe/UploadProgress.js';
import flowStyles from '../transcribe/transcribe.module.css';
import { useDownloadsT } from './catalog.js';
import type { DownloadPhase } from './download-flow.js';

export interface DownloadStatusProps {
  phase: DownloadPhase;
  /** What the link's lookup says (useLinkLookup's status), until the conversion starts. */
  linkStatus: string;
  /** The download's percent done, while it converts. */
  percent: number;
  format: DownloadFormat;
}

/**
 * The conversion's progress bar, and a polite live region that says what is happening: the
 * link being looked up and found, the conversion starting, its percent (in steps of a tenth, not every
 * percent), the file ready.
 */
export function DownloadStatus({ phase, linkStatus, percent, format }: DownloadStatusProps) {
  const t = useDownloadsT();
  const values = { format: format.toUpperCase(), percent };
  let status = '';
  // A refused link is said in the tool's alert: the live region does not say it twice.
  if (phase === 'inspecting' || phase === 'inspected') status = linkStatus;
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
