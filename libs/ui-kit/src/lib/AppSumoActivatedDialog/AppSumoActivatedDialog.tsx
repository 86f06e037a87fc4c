import { useT } from '@captio/i18n/react';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { Modal } from '../Modal/Modal.js';

export interface AppSumoActivatedDialogProps {
  open: boolean;
  /** OK, Escape or the close button: the app clears the appsumo=activated query. */
  onOk: () => void;
}

/** Shown once a deal-channel code is activated: 'AppSumo Plan Activated!' with an OK button. */
export function AppSumoActivatedDialog({ open, onOk }: AppSumoActivatedDialogProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onOk();
      }}
      title={t('appsumo.activated')}
      width={360}
      footer={
        <ActionButton variant="primary" onClick={onOk}>
          {t('appsumo.ok')}
        </ActionButton>
      }
    />
  );
}
