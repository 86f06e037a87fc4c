import { useT } from '@captio/i18n/react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { DialogHeader } from '../dialog/DialogHeader.js';
import { DialogFrame } from '../dialog/DialogFrame.js';
import surface from '../theme/surface.module.css';
import { SafeHtml } from '../UpdateLogDialog/SafeHtml.js';
import type { VersionRecord } from '../UpdateLogDialog/version-record.js';

export interface LatestUpdatesDialogProps {
  /** The version to announce (`latestUpdateToShow`); nothing shows without one. */
  version: VersionRecord | undefined;
  /** Closed any way (button, Escape, outside): the app records it as seen for a signed-in user. */
  onClose: (version: string) => void;
  /** 'See all updates': called after onClose; the app opens the update log. */
  onMore: () => void;
}

/** The dialog that announces an important new version once. */
export function LatestUpdatesDialog({ version, onClose, onMore }: LatestUpdatesDialogProps) {
  const t = useT();
  // Closes at once, without waiting for the app to drop the version.
  const [closed, setClosed] = useState<string>();
  const open = version !== undefined && closed !== version.version;

  const close = () => {
    if (!version) return;
    setClosed(version.version);
    onClose(version.version);
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !next && close()}
      data={{ 'data-testid': 'latest-updates' }}
    >
      <DialogHeader title={t('latestUpdates.title')} closeLabel={t('common.close')} />
      {version && (
        <>
          <Dialog.Description className={surface['description']}>
            <strong>{t('latestUpdates.heading', { version: version.version })}</strong>
            {version.version_name && <> · {version.version_name}</>}
          </Dialog.Description>
          <SafeHtml html={version.version_info} />
        </>
      )}
      <div className={surface['footer']}>
        <ActionButton
          onClick={() => {
            close();
            onMore();
          }}
        >
          {t('latestUpdates.more')}
        </ActionButton>
        <Dialog.Close asChild>
          <ActionButton variant="primary">{t('latestUpdates.close')}</ActionButton>
        </Dialog.Close>
      </div>
    </DialogFrame>
  );
}
