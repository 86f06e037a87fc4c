import { useT } from '@captio/i18n/react';
import { Dialog } from 'radix-ui';
import { DialogHeader } from '../dialog/DialogHeader.js';
import { useReturnFocus } from '../dialog/use-return-focus.js';
import { modalWidthStyle } from '../Modal/modal-width.js';
import surface from '../theme/surface.module.css';
import { UpdateLogList, type UpdateLogListProps } from './UpdateLogList.js';

/** SPEC section 9: the update log dialog is 666px wide. */
const UPDATE_LOG_WIDTH = 666;

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
        <Dialog.Overlay className={surface['overlay']} />
        <Dialog.Content
          className={surface['dialog']}
          style={modalWidthStyle(UPDATE_LOG_WIDTH)}
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
