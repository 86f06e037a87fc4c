import { useT } from '@captio/i18n/react';
import { Dialog } from 'radix-ui';
import { DialogHeader } from '../dialog/DialogHeader.js';
import { useReturnFocus } from '../dialog/use-return-focus.js';
import surfaces from '../theme/surfaces.module.css';
import styles from './UpdateLogDialog.module.css';
import { UpdateLogList, type UpdateLogListProps } from './UpdateLogList.js';

export interface UpdateLogDialogProps extends UpdateLogListProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The update log (SPEC section 4 "Update log"): 666px wide, the first two entries open. */
export function UpdateLogDialog({ open, onOpenChange, ...list }: UpdateLogDialogProps) {
  const t = useT();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={surfaces['overlay']} />
        <Dialog.Content
          className={`${surfaces['dialog']} ${styles['dialog']}`}
          {...returnFocus}
          aria-describedby={undefined}
          data-testid="update-log"
        >
          <DialogHeader title={t('updateLog.title')} closeLabel={t('common.close')} />
          <UpdateLogList {...list} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
