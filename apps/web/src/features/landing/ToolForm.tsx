import { useId, type ReactNode } from 'react';
import { ActionButton } from '@captio/ui-kit';
import { useLandingT } from './catalog.js';
import { Icon } from '@captio/ui-kit';
import styles from './tool-form.module.css';

export interface ToolFormProps {
  /** The form's name for assistive technology (the tool's name). */
  label: string;
  /** What the button would do ("Transcribe", "Download MP4"). */
  submitLabel: string;
  children: ReactNode;
}

/**
 * A tool's inputs laid out as they will be used, under a notice that the service behind them
 * is not available yet. The submit button is disabled and described by that notice, and the
 * form cannot be sent by Enter either (a form whose submit button is disabled is not submitted
 * implicitly), so nothing pretends to work.
 */
export function ToolForm({ label, submitLabel, children }: ToolFormProps) {
  const t = useLandingT();
  const noticeId = useId();
  const reasonId = useId();
  return (
    <form
      className={styles['form']}
      aria-label={label}
      aria-describedby={noticeId}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <div id={noticeId} className={styles['notice']} role="note">
        <Icon name="info" size={22} className={styles['noticeIcon']} />
        <div>
          <p className={styles['noticeTitle']}>{t('landing.unavailable.title')}</p>
          <p className={styles['noticeBody']}>{t('landing.unavailable.body')}</p>
        </div>
      </div>
      <div className={styles['fields']}>{children}</div>
      <div className={styles['actions']}>
        <ActionButton
          type="submit"
          variant="primary"
          disabled
          aria-describedby={`${reasonId} ${noticeId}`}
          className={styles['submit']}
        >
          {submitLabel}
        </ActionButton>
        <span id={reasonId} className={styles['reason']}>
          {t('landing.unavailable.short')}
        </span>
      </div>
    </form>
  );
}
