import { useT } from '@captio/i18n/react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { DialogHeader } from '../dialog/DialogHeader.js';
import { Icon } from '../Icon/Icon.js';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { IconButton } from '../ActionButton/IconButton.js';
import { useAsyncAction } from '../ActionButton/use-async-action.js';
import surface from '../theme/surface.module.css';

export interface DeleteFileButtonProps {
  uuid: string;
  fileName: string;
  className?: string;
  onDelete: (uuid: string) => Promise<void>;
}

/**
 * The delete button of a file item and its warning confirmation. The confirmation stays open
 * while the call runs and after a failure, so the user sees what happened and can retry or
 * cancel; it closes only on success.
 */
export function DeleteFileButton({ uuid, fileName, className, onDelete }: DeleteFileButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const deletion = useAsyncAction(onDelete);

  const onOpenChange = (next: boolean) => {
    if (deletion.pending) return;
    setOpen(next);
    deletion.reset();
  };
  const confirm = async () => {
    if (await deletion.run(uuid)) setOpen(false);
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        <IconButton className={className} label={t('cloud.drawer.deleteFile', { name: fileName })}>
          <Icon name="trash" size={18} />
        </IconButton>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={`${surface['overlay']} ${surface['nested']}`} />
        <AlertDialog.Content className={`${surface['dialog']} ${surface['nested']}`}>
          <DialogHeader
            title={t('cloud.drawer.deleteFile', { name: fileName })}
            Title={AlertDialog.Title}
          />
          <AlertDialog.Description className={surface['description']}>
            {t('cloud.drawer.delete')}
          </AlertDialog.Description>
          {deletion.failed && (
            <p className={surface['error']} role="alert">
              {t('cloud.drawer.deleteFailed')}
            </p>
          )}
          <div className={surface['footer']}>
            <AlertDialog.Cancel asChild>
              <ActionButton disabled={deletion.pending}>{t('common.cancel')}</ActionButton>
            </AlertDialog.Cancel>
            <ActionButton
              variant="danger"
              loading={deletion.pending}
              pendingLabel={t('cloud.drawer.deleting')}
              onClick={confirm}
            >
              {t('common.delete')}
            </ActionButton>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
