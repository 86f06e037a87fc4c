import { FREE_QUOTA } from '@captio/i18n';
import { pathTo, type Locale } from '@captio/routing-rules';
import { ActionLink } from '@captio/ui-kit';
import { Modal } from '../../shell/lazy-dialogs.js';
import { useTranscribeT } from './catalog.js';

export interface SignUpPromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locale: Locale;
  /** The page to come back to after signing up or in. */
  returnTo: string;
}

/**
 * A visitor past the free transcriptions (403 free_uses_exhausted) is asked to sign up. The
 * shell's shop prompt says "upgrade your plan" and leads to /pricing, which is not what a
 * visitor without an account needs: this dialog offers the free account, and signing in for
 * those who have one, both coming back to this page.
 */
export function SignUpPrompt({ open, onOpenChange, locale, returnTo }: SignUpPromptProps) {
  const t = useTranscribeT();
  const query = `?redirect=${encodeURIComponent(returnTo)}`;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('transcribe.signUp.title')}
      description={t('transcribe.signUp.body', { total: FREE_QUOTA })}
      footer={
        <>
          <ActionLink
            variant="secondary"
            href={`${pathTo('users-signin', {}, locale)}${query}`}
            onClick={() => onOpenChange(false)}
          >
            {t('transcribe.signUp.signIn')}
          </ActionLink>
          <ActionLink
            href={`${pathTo('users-signup', {}, locale)}${query}`}
            onClick={() => onOpenChange(false)}
          >
            {t('transcribe.signUp.action')}
          </ActionLink>
        </>
      }
    />
  );
}
