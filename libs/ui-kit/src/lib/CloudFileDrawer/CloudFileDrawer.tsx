import { useT } from '@captio/i18n/react';
import { Dialog } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { DialogHeader } from '../dialog/DialogHeader.js';
import { useReturnFocus } from '../dialog/use-return-focus.js';
import surface from '../theme/surface.module.css';
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
 * The cloud file drawer (SPEC section 2): a sheet from the left, 420px wide on desktop and
 * 92% on mobile, with the storage figures and the user's files.
 */
export function CloudFileDrawer({ open, onOpenChange, banner, ...list }: CloudFileDrawerProps) {
  const t = useT();
  const returnFocus = useReturnFocus();
  const summaryId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={surface['overlay']} />
        <Dialog.Content
          className={`${surface['sheetLeft']} ${styles['drawer']}`}
          {...returnFocus}
          aria-describedby={summaryId}
          data-mobile={list.mobile || undefined}
          data-testid="cloud-file-drawer"
        >
          <DialogHeader title={t('cloud.drawer.title')} closeLabel={t('cloud.drawer.close')} />
          {banner}
          <CloudFileList {...list} summaryId={summaryId} onOpenFile={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
