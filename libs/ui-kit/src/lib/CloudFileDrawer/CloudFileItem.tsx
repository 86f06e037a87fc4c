import type { CloudFile } from '@captio/api-client';
import { useFormat } from '@captio/i18n/react';
import { validDate } from '../dates/valid-date.js';
import { Icon } from '../Icon/Icon.js';
import { Link } from '../Link/LinkProvider.js';
import { deleteButtonVisibility, isVideoFile, resultPath } from './cloud-file.js';
import styles from './CloudFileDrawer.module.css';
import { DeleteFileButton } from './DeleteFileButton.js';

export interface CloudFileItemProps {
  file: CloudFile;
  current: boolean;
  mobile: boolean;
  /** Called when the file name is followed: the drawer closes, the result page takes over. */
  onOpenFile: () => void;
  onDelete: (uuid: string) => Promise<void>;
}

/** One file of the drawer: kind, name linking to its result, time, size and delete. */
export function CloudFileItem({ file, current, mobile, onOpenFile, onDelete }: CloudFileItemProps) {
  const f = useFormat();
  const video = isVideoFile(file.content_type);
  const created = validDate(file.created_time);
  const href = resultPath(file.file_hash);
  return (
    <li
      className={styles['item']}
      data-current={current || undefined}
      data-delete-visibility={deleteButtonVisibility({ mobile, current })}
    >
      <span
        className={styles['kind']}
        role="img"
        aria-label={f.t(video ? 'cloud.drawer.videoFile' : 'cloud.drawer.audioFile')}
      >
        <Icon name={video ? 'video' : 'audio'} size={20} />
      </span>
      <span className={styles['details']}>
        {href === undefined ? (
          <span className={styles['name']}>{file.file_name}</span>
        ) : (
          <Link
            className={styles['name']}
            href={href}
            aria-current={current ? 'page' : undefined}
            onClick={onOpenFile}
          >
            {file.file_name}
          </Link>
        )}
        <span className={styles['meta']}>
          {created && <time dateTime={created.toISOString()}>{f.fileTime(created)}</time>}
          <span>{f.mb(file.file_size)}</span>
          {current && <span className={styles['badge']}>{f.t('cloud.drawer.current')}</span>}
        </span>
      </span>
      <DeleteFileButton
        className={styles['delete']}
        uuid={file.uuid}
        fileName={file.file_name}
        onDelete={onDelete}
      />
    </li>
  );
}
