import { useT } from '@captio/i18n/react';
import { ActionButton } from '@captio/ui-kit';
import { useOpenPopup } from '../../state/stores.js';
import { useTranscribeT } from './catalog.js';
import { promptOf } from './failures.js';
import styles from './transcribe.module.css';

export interface FailureAlertProps {
  /** The failure's sentence; undefined when there is none. */
  message: string | undefined;
  /** Its kind: those with a prompt of their own get its button beside the sentence. */
  kind: string | undefined;
  /** The sentence's id, for the submit button's aria-describedby. */
  id: string;
  onSignUp: () => void;
  /** The sign-up button's words, when the job is not free with an account either. */
  signUpLabel?: string | undefined;
}

/**
 * Why a job could not start, in an alert region, with the way out where there is one: buying
 * credits, a plan that allows it, or a free account for a visitor past the free uses.
 */
export function FailureAlert({ message, kind, id, onSignUp, signUpLabel }: FailureAlertProps) {
  const t = useTranscribeT();
  const shell = useT();
  const openPopup = useOpenPopup();
  const prompt = kind === undefined ? undefined : promptOf({ kind });
  return (
    <div role="alert" className={styles['failure']}>
      {message && (
        <p id={id} className={styles['failureText']}>
          {message}
        </p>
      )}
      {prompt === 'insufficientCredits' && (
        <ActionButton onClick={() => openPopup('insufficientCredit')}>
          {shell('modal.credit.action')}
        </ActionButton>
      )}
      {prompt === 'planFeature' && (
        <ActionButton onClick={() => openPopup('shopPrompt')}>
          {shell('modal.shop.action')}
        </ActionButton>
      )}
      {prompt === 'freeUsesExhausted' && (
        <ActionButton onClick={onSignUp}>
          {signUpLabel ?? t('transcribe.signUp.action')}
        </ActionButton>
      )}
    </div>
  );
}
