import { FREE_QUOTA } from '@captio/i18n';
import { pathTo, type Locale } from '@captio/routing-rules';
import { ActionLink } from '@captio/ui-kit';
import { Modal } from '../../shell/lazy-dialogs.js';
import { useTranscribeT } from './catalog.js';

/**
 * The dialog's words for a job other than a transcription. With pricing, a link to the plans
 * goes beside signing up: an account pays that job in credits, it is not free there either.
 */
export interface SignUpWords {
  title: string;
  body: string;
  action: string;
  pricing?: string;
}

export interface SignUpPromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locale: Locale;
  /** The page to come back to after signing up or in. */
  returnTo: string;
  /** Unless given, the dialog speaks of transcriptions, which a free account runs daily. */
  words?: SignUpWords | undefined;
}

/**
 * A visitor past the free uses (403 free_uses_exhausted) is asked to sign up. The shell's shop
 * prompt says "upgrade your plan" and leads to /pricing, which is not what a visitor without an
 * account needs: this dialog offers the account, and signing in for those who have one, both
 * coming back to this page.
 */
export function SignUpPrompt({ open, onOpenChange, locale, returnTo, words }: SignUpPromptProps) {
  const t = useTranscribeT();
  const query = `?redirect=${encodeURIComponent(returnTo)}`;
  const close = () => onOpenChange(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={words?.title ?? t('transcribe.signUp.title')}
      description={words?.body ?? t('transcribe.signUp.body', { total: FREE_QUOTA })}
      footer={
        <>
          <ActionLink
            variant="secondary"
            href={`${pathTo('users-signin', {}, locale)}${query}`}
            onClick={close}
          >
            {t('transcribe.signUp.signIn')}
          </ActionLink>
          {words?.pricing && (
            <ActionLink variant="secondary" href={pathTo('pricing', {}, locale)} onClick={close}>
              {words.pricing}
            </ActionLink>
          )}
          <ActionLink href={`${pathTo('users-signup', {}, locale)}${query}`} onClick={close}>
            {words?.action ?? t('transcribe.signUp.action')}
          </ActionLink>
        </>
      }
    />
  );
}
