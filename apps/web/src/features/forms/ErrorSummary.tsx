import { useId, type MouseEvent, type RefObject } from 'react';
import { useFormsT } from './catalog.js';
import styles from './forms.module.css';
import type { SummaryItem } from './use-form.js';

export interface ErrorSummaryProps {
  items: readonly SummaryItem[];
  /** A message about the form as a whole (wrong password, too many attempts). */
  message?: string | undefined;
  /** Focused after a refused submission, so that it is read out before anything else. */
  summaryRef?: RefObject<HTMLDivElement | null>;
}

/** Moves to a field without touching the address (a #hash would be a navigation here). */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: 'center' });
}

/**
 * What is wrong with the form, at its top: each field problem links to its field, and a message
 * about the whole form stands on its own. Nothing shows while nothing is wrong.
 */
export function ErrorSummary({ items, message, summaryRef }: ErrorSummaryProps) {
  const t = useFormsT();
  const titleId = useId();
  if (items.length === 0 && !message) return null;
  return (
    <div ref={summaryRef} className={styles['summary']} tabIndex={-1} aria-labelledby={titleId}>
      <div role="alert">
        <h2 id={titleId} className={styles['summaryTitle']}>
          {t('forms.summary.title')}
        </h2>
        {message && <p className={styles['summaryMessage']}>{message}</p>}
        {items.length > 0 && (
          <ul className={styles['summaryList']}>
            {items.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`} onClick={(event) => focusField(event, item.id)}>
                  {item.message}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
