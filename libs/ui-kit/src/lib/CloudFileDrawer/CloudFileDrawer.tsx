import { useT } from '@captio/i18n/react';
import { useId, type ReactNode } from 'react';
import { DialogHeader } from '../dialog/DialogHeader.js';
import { DialogFrame } from '../dialog/DialogFrame.js';
import styles from './CloudFileDrawer.module.css';
import { CloudFileList, type CloudFileListProps } from './CloudFileList.js';

export interface CloudFileDrawerProps extends Omit<CloudFileListProps, 'onOpenFile' | 'summaryId'> {
  open: boolean;
  /** Closed by the close button, Escape, a click outside or a followed file name. */
  onOpenChange: (open: boolean) => void;
  /** The storage banner (StorageBanner), shown above the list. */
  banner?: ReactNode;
}

/**
 * The cloud file drawer: a sheet from the left, 420px wide on desktop and
 * 92% on mobile, with the storage figures and the user's files.
 */
export function CloudFileDrawer({ open, onOpenChange, banner, ...list }: CloudFileDrawerProps) {
  const t = useT();
  const summaryId = useId();
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      surface="sheetLeft"
      className={styles['drawer']}
      aria-describedby={summaryId}
      data={{ 'data-mobile': list.mobile || undefined, 'data-testid': 'cloud-file-drawer' }}
    >
      <DialogHeader title={t('cloud.drawer.title')} closeLabel={t('cloud.drawer.close')} />
      {banner}
      <CloudFileList {...list} summaryId={summaryId} onOpenFile={() => onOpenChange(false)} />
    </DialogFrame>
  );
}
