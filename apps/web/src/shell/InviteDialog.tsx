import { useId } from 'react';
import { useLocale, useT } from '@captio/i18n/react';
import { ActionButton, useNotify } from '@captio/ui-kit';
import { usePopups, useSession } from '../state/stores.js';
import { Modal } from './lazy-dialogs.js';
import { inviteLink } from './invite.js';
import styles from './Shell.module.css';

/** Invite friends: the user's sign-up link to share, with a copy button. */
export function InviteDialog() {
  const t = useT();
  const locale = useLocale();
  const { notify } = useNotify();
  const fieldId = useId();
  const open = usePopups((state) => state.invite);
  const close = usePopups((state) => state.close);
  const code = useSession((state) => state.user?.invite_code);
  const link = code ? inviteLink(location.origin, code, locale) : undefined;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      notify({ color: 'success', description: t('header.inviteCopied') });
    } catch {
      // Clipboard refused (permissions, an old browser): the link is selected to copy by hand.
      document.getElementById(fieldId)?.focus();
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close('invite')}
      title={t('header.inviteFriends')}
      description={t('header.inviteDesc')}
      footer={
        <ActionButton variant="primary" onClick={copy} disabled={!link}>
          {t('header.inviteCopy')}
        </ActionButton>
      }
    >
      {link ? (
        <>
          <label className={styles['inviteLabel']} htmlFor={fieldId}>
            {t('header.inviteLink')}
          </label>
          <input
            id={fieldId}
            className={styles['inviteField']}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            data-testid="invite-link"
          />
        </>
      ) : (
        // The invite code comes with the profile bootstrap, moments after sign-up.
        <p role="status">{t('common.loading')}</p>
      )}
    </Modal>
  );
}
