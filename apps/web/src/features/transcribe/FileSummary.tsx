import { useState } from 'react';
import { useFormat } from '@captio/i18n/react';
import { useTranscribeT } from './catalog.js';
import { formatDuration, type HandledFile } from './handled-file.js';
import type { MediaMetadata } from './handled-file.js';
import styles from './transcribe.module.css';

export interface FileSummaryProps {
  file: HandledFile;
  onMetadata: (metadata: MediaMetadata) => void;
}

/**
 * The file being handled: its name, size, kind and length, and a player for it from its blob
 * URL (nothing is sent to play it; its metadata give the length and the picture size).
 */
export function FileSummary({ file, onMetadata }: FileSummaryProps) {
  const t = useTranscribeT();
  const f = useFormat();
  // The browser cannot decode every recording Captio takes (AMR, some MKV): no player then.
  const [unplayable, setUnplayable] = useState<string | undefined>();
  const playable = Boolean(file.file_bloburl) && unplayable !== file.file_bloburl;
  const failed = () => setUnplayable(file.file_bloburl);
  const read = (element: HTMLMediaElement) =>
    onMetadata({
      duration: element.duration,
      videoWidth: element instanceof HTMLVideoElement ? element.videoWidth : undefined,
      videoHeight: element instanceof HTMLVideoElement ? element.videoHeight : undefined,
    });
  const previewLabel = t('transcribe.file.preview', { name: file.name });
  return (
    <section className={styles['summary']} aria-label={t('transcribe.file.title')}>
      <dl className={styles['facts']}>
        <div>
          <dt>{t('transcribe.file.name')}</dt>
          <dd className={styles['fileName']}>{file.name}</dd>
        </div>
        <div>
          <dt>{t('transcribe.file.size')}</dt>
          <dd>{f.mb(file.size)}</dd>
        </div>
        <div>
          <dt>{t('transcribe.file.type')}</dt>
          <dd>
            {t('transcribe.file.kind', { kind: file.file_type })}
            {file.type && ` (${file.type})`}
          </dd>
        </div>
        <div>
          <dt>{t('transcribe.file.length')}</dt>
          <dd>
            {file.duration !== undefined
              ? formatDuration(file.duration)
              : playable
                ? t('transcribe.file.lengthUnknown')
                : '–'}
          </dd>
        </div>
      </dl>
      {!playable && file.file_bloburl && (
        <p className={styles['noPreview']}>{t('transcribe.file.noPreview')}</p>
      )}
      {playable &&
        (file.file_type === 'video' ? (
          <video
            key={file.file_bloburl}
            className={styles['preview']}
            src={file.file_bloburl}
            controls
            muted
            preload="metadata"
            aria-label={previewLabel}
            onLoadedMetadata={(event) => read(event.currentTarget)}
            onError={failed}
          />
        ) : (
          // The reader's own recording before it is transcribed: its captions are what this makes.
          // eslint-disable-next-line jsx-a11y/media-has-caption -- see above
          <audio
            key={file.file_bloburl}
            className={styles['previewAudio']}
            src={file.file_bloburl}
            controls
            preload="metadata"
            aria-label={previewLabel}
            onLoadedMetadata={(event) => read(event.currentTarget)}
            onError={failed}
          />
        ))}
    </section>
  );
}
