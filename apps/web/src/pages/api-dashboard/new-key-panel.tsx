import { useEffect, useId, useRef, useState } from 'react';
import { ActionButton } from '@captio/ui-kit';
import { useApiDashboardT } from './catalog.js';
import styles from './api-dashboard-page.module.css';

/**
 * A key just created, shown this once (the api keeps only its hash): the key in a read-only
 * field to select, a copy button, and a button to put it away once it is stored safely.
 */
export function NewKeyPanel({
  name,
  secret,
  onDone,
}: {
  name: string;
  secret: string;
  onDone: () => void;
}) {
  const t = useApiDashboardT();
  const fieldId = useId();
  const titleId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  // The form that was submitted is gone: the key takes the focus, selected, ready to copy.
  useEffect(() => field.current?.focus(), []);

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure origin, a refusal): the key is selected to copy by hand.
      field.current?.select();
      setCopy('failed');
    }
  };

  return (
    <section className={styles['newKey']} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles['newKeyTitle']}>
        {t('apiDashboard.created.title', { name })}
      </h3>
      <p className={styles['warning']}>{t('apiDashboard.created.once')}</p>
      <label htmlFor={fieldId} className={styles['label']}>
        {t('apiDashboard.created.key')}
      </label>
      <div className={styles['keyRow']}>
        <input
          ref={field}
          id={fieldId}
          className={styles['keyField']}
          value={secret}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <ActionButton variant="primary" onClick={copyKey}>
          {t('apiDashboard.created.copy')}
        </ActionButton>
      </div>
      <p role="status" className={styles['copyStatus']}>
        {copy === 'copied' && t('apiDashboard.created.copied')}
        {copy === 'failed' && t('apiDashboard.created.copyFailed')}
      </p>
      <ActionButton onClick={onDone}>{t('apiDashboard.created.done')}</ActionButton>
    </section>
  );
}
