import { useT } from '@captio/i18n/react';
import { Accordion } from 'radix-ui';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { Spinner } from '../Spinner/Spinner.js';
import surface from '../theme/surface.module.css';
import styles from './UpdateLogDialog.module.css';
import { UpdateLogEntry } from './UpdateLogEntry.js';
import { initiallyOpenVersions, type VersionRecord } from './version-record.js';

export type UpdateLogStatus = 'loading' | 'failed' | 'ready';

export interface UpdateLogListProps {
  /**
   * `loading` until the first list arrives, `failed` when it could not be loaded. Keep
   * `ready` while reloading after a confirmation, so open entries stay open.
   */
  status: UpdateLogStatus;
  /** data.result, newest first. */
  versions: readonly VersionRecord[];
  /** data.not_viewed: the versions the signed-in user has not read. */
  notViewed: readonly string[];
  /** Only signed-in users confirm important entries: reading is recorded per user. */
  signedIn: boolean;
  /** Marks one important version as read; a rejection shows an error beside the button. */
  onConfirm: (version: string) => Promise<void>;
  /** Loads the list again after a failure. */
  onRetry: () => void;
}

/** The update log's body: loading, failed (with retry), empty, or the versions. */
export function UpdateLogList({
  status,
  versions,
  notViewed,
  signedIn,
  onConfirm,
  onRetry,
}: UpdateLogListProps) {
  const t = useT();
  return (
    <>
      {status === 'loading' && (
        <p className={styles['status']} role="status">
          <Spinner />
          {t('app.loading')}
        </p>
      )}
      {status === 'failed' && (
        <div className={styles['status']}>
          <p className={surface['error']} role="alert">
            {t('updateLog.loadFailed')}
          </p>
          <ActionButton onClick={onRetry}>{t('common.retry')}</ActionButton>
        </div>
      )}
      {status === 'ready' && versions.length === 0 && (
        <p className={styles['status']}>{t('updateLog.empty')}</p>
      )}
      {status === 'ready' && versions.length > 0 && (
        <Accordion.Root
          className={styles['list']}
          type="multiple"
          defaultValue={initiallyOpenVersions(versions)}
        >
          {versions.map((entry) => (
            <UpdateLogEntry
              key={entry.version}
              entry={entry}
              signedIn={signedIn}
              notViewed={notViewed}
              onConfirm={onConfirm}
            />
          ))}
        </Accordion.Root>
      )}
    </>
  );
}
