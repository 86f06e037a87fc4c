import type { CloudFile } from '@captio/api-client';
import { useFormat } from '@captio/i18n/react';
import { useId } from 'react';
import { Spinner } from '../Spinner/Spinner.js';
import styles from './CloudFileDrawer.module.css';
import { CloudFileItem } from './CloudFileItem.js';

export interface CloudFileListProps {
  /** The list answer's data.result; ignored while `loading`. */
  files: readonly CloudFile[];
  /** Bytes used (data.total_size). */
  totalSize: number | null | undefined;
  /** Capacity in bytes (data.drive_size). */
  driveSize: number | null | undefined;
  /** The hash of the file open now (its item is highlighted), if any. */
  currentFileHash?: string | null;
  /** Deletes a file; a rejection keeps the confirmation open with an error. */
  onDelete: (uuid: string) => Promise<void>;
  /** A file name was followed (the drawer closes). */
  onOpenFile?: (file: CloudFile) => void;
  /** Delete buttons always shown (no hover on touch screens). */
  mobile?: boolean;
  loading?: boolean;
  /** The id of the storage summary, for the dialog's aria-describedby. */
  summaryId?: string;
}

/** The drawer's body: storage summary, then the files, the empty state or loading. */
export function CloudFileList({
  files,
  totalSize,
  driveSize,
  currentFileHash,
  onDelete,
  onOpenFile,
  mobile = false,
  loading = false,
  summaryId,
}: CloudFileListProps) {
  const f = useFormat();
  const ownId = useId();
  return (
    <>
      <p id={summaryId ?? ownId} className={styles['summary']}>
        <span>{f.t('cloud.drawer.totalSize', { size: f.gb(totalSize) })}</span>
        <span>{f.t('cloud.drawer.driveSize', { size: f.gb(driveSize) })}</span>
      </p>
      {loading ? (
        <p className={styles['status']} role="status">
          <Spinner />
          {f.t('cloud.drawer.loading')}
        </p>
      ) : files.length === 0 ? (
        <div className={styles['empty']}>
          <p className={styles['emptyTitle']}>{f.t('cloud.drawer.empty')}</p>
          <p className={styles['emptyDesc']}>{f.t('cloud.drawer.emptyDesc')}</p>
        </div>
      ) : (
        <ul
          className={styles['list']}
          aria-label={f.t('cloud.drawer.fileCount', { count: files.length })}
        >
          {files.map((file) => (
            <CloudFileItem
              key={file.uuid}
              file={file}
              current={!!currentFileHash && file.file_hash === currentFileHash}
              mobile={mobile}
              onOpenFile={() => onOpenFile?.(file)}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
    </>
  );
}
