import { useT } from '@captio/i18n/react';
import { DialogHeader } from '../dialog/DialogHeader.js';
import { DialogFrame } from '../dialog/DialogFrame.js';
import { modalWidthStyle } from '../Modal/modal-width.js';
import { UpdateLogList, type UpdateLogListProps } from './UpdateLogList.js';

/** The update log dialog is 666px wide. */
const UPDATE_LOG_WIDTH = 666;

export interface UpdateLogDialogProps extends UpdateLogListProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The update log: 666px wide, the first two entries open. */
export function UpdateLogDialog({ open, onOpenChange, ...list }: UpdateLogDialogProps) {
  const t = useT();
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      style={modalWidthStyle(UPDATE_LOG_WIDTH)}
      aria-describedby={undefined}
      data={{ 'data-testid': 'update-log' }}
    >
      <DialogHeader title={t('updateLog.title')} closeLabel={t('common.close')} />
      <UpdateLogList {...list} />
    </DialogFrame>
  );
}
