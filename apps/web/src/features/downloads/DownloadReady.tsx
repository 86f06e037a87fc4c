import { type Download, downloadFileUrl } from '@captio/api-client';
import { useFormat } from '@captio/i18n/react';
import { ActionButton } from '@captio/ui-kit';
import type { Ref } from 'react';
import { useOpenPopup } from '../../state/stores.js';
import { useDownloadsT } from './catalog.js';
import styles from './downloads.module.css';

export interface DownloadReadyProps {
  download: Download;
  /** The file link, to move focus to once the file is ready. */
  linkRef: Ref<HTMLAnchorElement>;
}

/**
 * The finished file: a real link to the api's file (an attachment the browser saves, named
 * after the video), its size, and where it is kept: in the drive of a user with cloud space
 * (opening the drawer loads its list afresh, the new file in it), else for a day.
 */
export function DownloadReady({ download, linkRef }: DownloadReadyProps) {
  const t = useDownloadsT();
  const f = useFormat();
  const openPopup = useOpenPopup();
  const format = download.format.toUpperCase();
  return (
    <div className={styles['ready']}>
      <a
        ref={linkRef}
        className={styles['fileLink']}
        href={downloadFileUrl(download.download_id)}
        download
      >
        {t('downloads.ready.download', { format })}
      </a>
      {download.size !== null && (
        <span className={styles['size']}>
          {t('downloads.ready.size', { size: f.mb(download.size) })}
        </span>
      )}
      <div className={styles['keep']}>
        {download.drive_file ? (
          <>
            <p className={styles['note']}>{t('downloads.ready.drive')}</p>
            <ActionButton onClick={() => openPopup('fileDrawer')}>
              {t('downloads.ready.openDrive')}
            </ActionButton>
          </>
        ) : (
          <p className={styles['note']}>{t('downloads.ready.keep')}</p>
        )}
      </div>
    </div>
  );
}
